import type { LabelledMessage } from "./labelled-message";

export const DEVELOPMENT_TENTH: LabelledMessage[] = [
  // ── urgent ──
  {
    message: "Ah di write for mi uncle. Police dem don hold im pikin na Kabala station since mornin, dem say na im tif goat. Abeg una help we",
    intent: "urgent",
  },
  { message: "uncle say police come tek im brother from di palm wine bush today, dem put am na cell now now. wetin we go do", intent: "urgent" },
  {
    message: "Na di tapper nephew dis. Dem don lock mi uncle in police station for Kabala ova land palaver, e no get lawyer. Una fit send somebody?",
    intent: "urgent",
  },
  {
    message:
      "Na di nephew dis again. Uncle say make I tell una: police dey hold mi papa since two days for Koinadugu station, dem nor gi am food, we di carry food go every morning. Dem say na because of one fight for di farm road. Abeg una fit send lawyer?",
    intent: "urgent",
  },
  {
    message: "Dem arrest mi uncle wife broda yestaday for Kabala market, still in custody. Also how much una dey take for dis kind work?",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  {
    message:
      "Urgent: one of my letting agents was picked up by CID at our Wilberforce office an hour ago over a tenant complaint. He is at CID headquarters now. Need a lawyer there today.",
    intent: "urgent",
  },
  {
    message:
      "Client's caretaker detained at Lumley police post since last night after the owner abroad accused him of renting out rooms behind her back. No charge read to him yet. Owner now regrets it. Need counsel at the post ASAP, I can meet your lawyer there.",
    intent: "urgent",
  },
  { message: "Police are at our office right now with a 'warrant' for my manager. What do we do? Send someone please.", intent: "urgent" },
  {
    message:
      "Good afternoon. Our site supervisor in Goderich was taken by police this morning following a boundary fight with neighbours. He's still being held. Can Ibrahim Jalloh attend?",
    intent: "urgent",
  },
  {
    message:
      "Pls I need help fast my son is in police cell in Kissy since Sunday. It started when some boys in the area fought near the market and one boy got wounded, everybody ran but my son was standing by the gutter and police just grabbed him. He is only 17 and he is writing his WASSCE this year. They are asking us for money to release him. I don't know what to do.",
    intent: "urgent",
  },
  {
    message:
      "My husband was taken by police this morning from our house in Kissy Mess Mess. They said he sold stolen phone. He has been there all day, nobody will tell us anything, and I have five children at home crying for their father. Please please help us.",
    intent: "urgent",
  },
  {
    message:
      "Good evening. My first daughter's boyfriend reported her and now she is locked up at Eastern Police. She has a baby of 4 months with me here. How can I get her out tonight?",
    intent: "urgent",
  },
  {
    message:
      "They have remanded my brother at Pademba Road since last month and nobody has told us when the court date is. He has asthma. My heart is not at rest. Can a lawyer go see him?",
    intent: "urgent",
  },
  { message: "Police don tek mi pikin dem papa na station. Abeg wetin I go do now", intent: "urgent" },
  {
    message:
      "Hello, I'm writing from Accra. My younger brother in Freetown was arrested last night at Congo Cross and he's still at the police station. My mum is panicking. Can your firm send someone to him today? I can pay by mobile money from here.",
    intent: "urgent",
  },
  {
    message:
      "my dad is being held at Bo police station since friday, family says they won't let anyone see him. i'm in ghana and can't travel. please advise urgently",
    intent: "urgent",
  },
  {
    message:
      "Sorry to bother. My cousin got detained at Lungi airport by immigration/police this morning when he arrived. Phone is off now. What do we do? Also do you have anyone who can go to Lungi?",
    intent: "urgent",
  },
  {
    message: "is ma brother still allowed a lawyer if police are holding him for over 72hrs without charge?? he's at Waterloo station right now",
    intent: "urgent",
  },
  {
    message:
      "I am a retired sergeant. My nephew has been in custody at Central Police beyond the statutory period without being arraigned. I want a solicitor to file habeas corpus today.",
    intent: "urgent",
  },
  {
    message: "Officer in charge at Ross Road has my son under lock since Tuesday. No statement recorded, no caution. This is unlawful detention. Send counsel.",
    intent: "urgent",
  },
  {
    message:
      "My in-law has been apprehended and is being detained as we speak at Kissy Division. I know the procedure, I served 30 years, but they will not listen to an old man at the counter. I need an advocate to go and post bail today before they transfer him.",
    intent: "urgent",
  },
  {
    message:
      "For the attention of the duty lawyer. Detained suspect (my brother, 34 yrs), Lumley police division, in custody since 0600 hrs today. Charge unknown, no caution administered to my knowledge, family denied access. Request immediate legal representation and a bail application.",
    intent: "urgent",
  },
  {
    message:
      "They arrested my neighbour's boy and took him to CID. The mother asked me since I was in the force 30 years. I said get a lawyer. Can you go today?",
    intent: "urgent",
  },
  { message: "plc hld my bro wlngtn stn nw hlp", intent: "urgent" },
  { message: "my aprentis in cell 2day plc tk am frm garaj", intent: "urgent" },
  { message: "plc cm 4 me at shp nw dey outsd", intent: "urgent" },
  { message: "bro in lck up 3 dys no chrg. hw mch 4 lyr?", intent: "urgent", also: ["knowledge:Fees"] },
  { message: "customer car dem say stolen, plc hold me boss Wellington. cm quick", intent: "urgent" },
  {
    message:
      "Bonjour, police take my brother at Dove Cot market this morning, they say customs problem for the cloth. He is still in the station. Il ne parle pas bien anglais. Please help vite.",
    intent: "urgent",
  },
  { message: "My boy who sell for me in the shop, police arrest him yesterday. Il est toujours là-bas at Central. What I must do?", intent: "urgent" },
  {
    message:
      "Help please, les policiers sont devant mon magasin now, they want to take me. I am Guinean trader in Freetown since 2011, my papers are good, my residence permit is good. They say somebody complain about my goods but they don't show me any paper. What I must do right now? Please answer quick.",
    intent: "urgent",
  },
  {
    message: "Immigration people hold my cousin since Monday because of his residence paper. He is in their office at Rokel Street still. Vous pouvez aider?",
    intent: "urgent",
  },
  {
    message: "Monsieur, my wife is arrested, they hold her at Kroo Town Road police. Somebody accuse her of fake money. She is pregnant. Please",
    intent: "urgent",
  },
  {
    message:
      "😭😭 my fiancé got arrested at our engagement party last night, someone said he stole a phone. He's still at the station in Aberdeen. Please help us 🙏🙏",
    intent: "urgent",
  },
  {
    message:
      "Hi!! We were so happy planning our wedding 💍 but the police just came and took my partner's dad from the house 😢 Can a lawyer come to Goderich station now?",
    intent: "urgent",
  },
  {
    message:
      "babe's brother detained since yesterday at Kissy 😰 and the seller of our land is also trying to cheat us but that can wait. First the brother please!!",
    intent: "urgent",
  },
  {
    message:
      "The seller reported us to police saying we forged the land papers 😳 and now my husband-to-be is in the cell at Waterloo. What do we do right now??",
    intent: "urgent",
  },
  {
    message:
      "omg police are at our door asking for my boyfriend 😱😱 we were literally just looking at wedding cakes on the laptop and now 3 officers are outside saying he must come with them. He hasn't done anything!! what should we do??? can a lawyer come to Lumley now??",
    intent: "urgent",
  },
  { message: "Nephew write: uncle say dem don carry im friend go Makeni prison, remand, no bail. Una get lawyer for Makeni?", intent: "urgent" },
  {
    message: "Estate agent here. Tenant's son taken by police from our property in Hill Station 20 mins ago. Family asking me for a lawyer. Who can go?",
    intent: "urgent",
  },

  // ── safety ──
  { message: "Mi uncle say im brother dem wan kill am ova di palm tree dem. Dem come wit cutlass last night. E fraid for im life.", intent: "safety" },
  { message: "some boys threaten uncle say if e go farm again dem go chop im head. abeg wetin e go do", intent: "safety" },
  { message: "Uncle wife husband before dey beat am every time e come drunk. E don run come we house. Abeg help", intent: "safety" },
  {
    message:
      "My husband beat me again last night in front of the children, my eye is swollen. He said next time he will kill me. I am hiding at my sister's in Kissy but he knows the place. Please what can I do, I am so afraid.",
    intent: "safety",
  },
  {
    message:
      "My 13 year old daughter told me the man in the next compound has been touching her when I go to market. I don't know who to tell. Please help me.",
    intent: "safety",
  },
  {
    message:
      "The landlord's son came to my room with a knife and said if we don't leave by Friday he will burn the house with us inside. I have five small children. I am really scared.",
    intent: "safety",
  },
  {
    message:
      "my sister in Kenema says her husband locks her inside and beats her, she called me crying from a neighbour's phone. I'm in Kumasi. What can we do to get her safe?",
    intent: "safety",
  },
  {
    message:
      "Someone has been sending my mum threatening messages saying they will hurt her if she doesn't drop the family land matter. She lives alone in Bo.",
    intent: "safety",
  },
  {
    message:
      "A man I reported for assault is now outside my gate every night threatening me. Police say it's civil. I know it's criminal intimidation. I fear for my safety.",
    intent: "safety",
  },
  { message: "My daughter-in-law is being battered by my own son. I cannot protect her anymore. I need her out of danger today.", intent: "safety" },
  {
    message:
      "Neighbour has threatened me with a gun he claims is licensed. I am retired, I live alone in Hastings. This started over a drainage gutter between our compounds. Last night he stood at my gate and said he'll shoot me if I report him again. I know my rights but I am genuinely afraid now.",
    intent: "safety",
  },
  { message: "wf bt me wit iron. bleed. fraid go hom", intent: "safety" },
  { message: "man say he go kil me ova car money. he get gang. hlp", intent: "safety" },
  {
    message:
      "Mon mari me frappe every day, I am scared. Yesterday he push me on the ground and kick me in the stomach and say next time he finish me. I have no family in Freetown, all my people are in Labé. I sleep now by my friend in the shop. Aidez-moi please.",
    intent: "safety",
  },
  { message: "Some men come to my shop say if I don't pay them every week they will hurt my children. J'ai peur.", intent: "safety" },
  { message: "My cousin girl she was raped by her boss in Lumley. She is 19. She don't want to talk but she cry all day. What we do?", intent: "safety" },
  {
    message: "My ex keeps showing up since he heard I'm engaged 😔 yesterday he grabbed my neck and said if I marry he will kill me. I'm scared to go out.",
    intent: "safety",
  },
  {
    message: "The land seller's boys came with sticks and beat my fiancé when we went to see our plot 😭 they said next time it's a bullet. Please help.",
    intent: "safety",
  },
  {
    message:
      "i'm scared 😢 my dad found out about the engagement and slapped me so hard I fell, then he said he'll beat me till I die if I marry my boyfriend because he's from another tribe. my mum is crying but she can't stop him. I'm hiding in my room typing this",
    intent: "safety",
  },
  { message: "Please help me, I was sexually assaulted by my landlord when I went to pay rent. I am afraid to go back to the house.", intent: "safety" },
  {
    message: "My co-wife's brothers came last night and beat me and said they will come back to finish me. I am at my mother's now but they know it.",
    intent: "safety",
  },
  {
    message:
      "estate agent: one of my female tenants says her partner is beating her and she's scared for her life. She's at my office now. What do I tell her?",
    intent: "safety",
  },
  { message: "di pikin stepmother dey burn am wit hot iron. Uncle see di mark dem. Di pikin na 8 years. We fraid say e go die", intent: "safety" },
  { message: "I received a threat on WhatsApp: 'we know where your children school is'. This is over a car debt. I'm shaking.", intent: "safety" },
  {
    message:
      "Hw r u? Sorry I'm not ok. My uncle forced himself on me when I visited home from Ghana last holiday and now he's calling saying he'll harm me if I tell. I'm back in Accra but I'm terrified for my little sisters still in that house.",
    intent: "safety",
  },

  // ── legal-question ──
  { message: "Uncle wan know: if man tap palm wine for somebody land for 20 years, di tree dem don turn im own?", intent: "legal-question" },
  {
    message:
      "Is it true dat if chief give you land you nor need paper? Uncle say na so dem tell am for Kabala. Now one man from Freetown come wit survey plan say na im own di same lan. Who di law go gree wit?",
    intent: "legal-question",
  },
  { message: "If uncle die, im brother dem fit tek im palm wine bush from im pikin dem?", intent: "legal-question" },
  {
    message:
      "Can a landlord keep a tenant's deposit if the tenant leaves 2 months early? Lease is silent on it. Landlord is my client, tenant is threatening to go to the rent tribunal. Need to know where we stand.",
    intent: "legal-question",
  },
  {
    message:
      "Quick one: is a sale agreement without a survey plan valid in the Western Area? Buyer is pushing to close this week, seller says the plan is 'coming', and I don't want my agency exposed if the deal is challenged later.",
    intent: "legal-question",
  },
  { message: "If a buyer paid 50% and defaults, am I allowed to resell the property to someone else?", intent: "legal-question" },
  { message: "Is it legal for a landlord to collect two years' rent in advance? My tenant is saying the new law stops it.", intent: "legal-question" },
  {
    message:
      "My husband left us 3 years ago and now he wants to come back and take the two boys to his village. Can he do that? The boys don't even know him again. I have been paying their school fees alone selling pepper in the market.",
    intent: "legal-question",
  },
  {
    message:
      "If my husband dies without a will, will his brothers take the house from me and the children? They are already saying the house belongs to the family.",
    intent: "legal-question",
  },
  {
    message:
      "Is it true that a woman cannot inherit land in the provinces? My late father had a farm in Port Loko and my brothers say I get nothing because I am a woman.",
    intent: "legal-question",
  },
  {
    message: "Can my mum legally sell the house my late dad built if my siblings and I don't agree? We are all adults, I'm the eldest.",
    intent: "legal-question",
  },
  { message: "If I send money from Ghana for my family land and my uncle registers it in his own name, do I have any rights?", intent: "legal-question" },
  { message: "does a court in SL recognise a marriage done in Ghana? asking for my cousin", intent: "legal-question" },
  {
    message:
      "Am I correct that a suspect must be brought before a magistrate within 72 hours or else the detention becomes ultra vires? Just asking generally.",
    intent: "legal-question",
  },
  { message: "What is the maximum sentence for obtaining money by false pretences these days? A friend's matter, no arrest yet.", intent: "legal-question" },
  {
    message:
      "Does the statute of limitations apply to a debt owed to me from 2015? He signed an IOU in front of two witnesses, both still alive, and he has paid small amounts up to 2019. I believe time runs from last payment but I want a proper opinion.",
    intent: "legal-question",
  },
  { message: "if sumbdy crash my car n no insurance cn i sue am? he say he no get mny. car dey my garaj 2 wks", intent: "legal-question" },
  { message: "boss no pay me 4 mnth. cn i kip hs tools til he pay?", intent: "legal-question" },
  { message: "Si quelqu'un prend my goods on credit and he run back to Guinea, can I still make case here in Freetown?", intent: "legal-question" },
  {
    message:
      "Is it true that foreigner cannot own land in Sierra Leone? I am Guinean, I live here 15 years, my children born here at Cottage hospital. My friend say I can only take lease for 50 years, not buy. C'est vrai?",
    intent: "legal-question",
  },
  { message: "My shop landlord say he increase the rent 100% now, in middle of the contract. C'est légal?", intent: "legal-question" },
  { message: "Do we need a court marriage for our customary marriage to count legally? 🤔💕", intent: "legal-question" },
  {
    message:
      "If we buy land before the wedding and put it in my name only, does my husband have a share after we marry? 👀 not planning anything bad lol, my mum just keeps asking and we genuinely don't know how it works here 😅💕",
    intent: "legal-question",
  },
  { message: "quick q 😅 if the seller already sold the same plot to 2 people, who owns it? us or the first buyer??", intent: "legal-question" },
  {
    message:
      "Can my parents legally stop me getting married? I'm 19 🙃 and my fiancé is 24, we both work, we've saved for the wedding and the land. My dad says without his consent the marriage 'won't count'. Is that true??",
    intent: "legal-question",
  },
  { message: "Hi! if my fiancé has a child from before, will that child inherit from our house too? just want to understand 🙂", intent: "legal-question" },
  {
    message: "Good day. My wife took our two children to her parents and refuses to return. Will the court give me custody if I have the better house?",
    intent: "legal-question",
  },
  {
    message: "Should I sign a contract the agent says is 'standard' when it has a clause that I lose everything if I pay late one day?",
    intent: "legal-question",
  },
  {
    message:
      "My son got a summons for a fight at school. The other boy's father is a big man and he is saying my son will rot in Pademba Road. My son is 16, he has never been in trouble before. Will he go to prison for this? I cannot sleep since the paper came.",
    intent: "legal-question",
  },
  { message: "Do I have a case against the mechanic who kept my car 6 months and now says it's 'sold for storage fees'?", intent: "legal-question" },
  { message: "wetin di law say if person build os pan yu lan while yu nor de?", intent: "legal-question" },
  { message: "How much compensation will court award for wrongful dismissal after 12 years with NASSIT paid?", intent: "legal-question" },
  { message: "How long does a criminal trial normally take in the High Court? Just asking, nobody arrested.", intent: "legal-question" },

  // ── off-topic ──
  { message: "Uncle ask: which time best for tap palm wine, morning or evening?", intent: "off-topic" },
  { message: "how much one gallon palm wine de sell for Freetown now?", intent: "off-topic" },
  { message: "Weda go rain for Kabala dis week? uncle wan go bush", intent: "off-topic" },
  { message: "abeg tell mi uncle one joke bout palm wine tapper and chief", intent: "off-topic" },
  { message: "Need a catchy Facebook caption for a 3-bed house for rent in Juba. Something short.", intent: "off-topic" },
  {
    message:
      "What's the average price of a town lot in Lumley right now, roughly, in new leones or dollars? Doing a quick valuation for a client who wants to compare with Juba and Hill Station before deciding where to buy.",
    intent: "off-topic",
  },
  { message: "Write me a property listing description for a duplex in Spur Road with sea view.", intent: "off-topic" },
  { message: "Which bank in Freetown has the best mortgage interest rate this year?", intent: "off-topic" },
  {
    message:
      "Please what can I cook for five children with 50 thousand leones for the whole day? Rice is too expensive now, one cup is going up every week. I have some cassava leaves and palm oil at home. Give me ideas.",
    intent: "off-topic",
  },
  { message: "My small boy has homework about 'the rights of the child', can you write it for him? 200 words.", intent: "off-topic" },
  { message: "How do I stop my baby from coughing at night? The clinic is far.", intent: "off-topic" },
  { message: "Which church in Kissy has the best choir for a thanksgiving service?", intent: "off-topic" },
  {
    message:
      "can you help me write my essay on 'the role of the judiciary in democracy' for my political science class at Legon? 1500 words, due friday lol. even just an outline with main points about judicial independence would help",
    intent: "off-topic",
  },
  { message: "what's the exchange rate cedi to leone today?", intent: "off-topic" },
  {
    message:
      "Best way to send money from Ghana to Sierra Leone cheaply? Orange money or Western Union or one of those apps? My mum keeps losing so much on charges every time I send her small money for the house.",
    intent: "off-topic",
  },
  { message: "Recommend a good law school in Ghana for someone from SL? I'm thinking of switching from business.", intent: "off-topic" },
  { message: "Who was the first Chief Justice of Sierra Leone? Settling a bet with my friend.", intent: "off-topic" },
  {
    message:
      "Write a short poem for a retired policeman's send-off party at the officers' mess on Saturday. Something about duty and honour, the long nights on patrol, the wife who waited at home. Not too long, I will read it myself.",
    intent: "off-topic",
  },
  { message: "What year did the police force change its name to Sierra Leone Police? I served from 1979.", intent: "off-topic" },
  { message: "Which team win the FA Cup final? Leone Stars play anybody this month?", intent: "off-topic" },
  { message: "wr cn i buy toyota corolla brak pad chp", intent: "off-topic" },
  { message: "hw 2 fix chck engn lght on 2007 rav4. snsr chng alrdy", intent: "off-topic" },
  { message: "fuel prc 2day?", intent: "off-topic" },
  { message: "my phn no chrg wat 2 do", intent: "off-topic" },
  { message: "bst oil 4 old benz engin", intent: "off-topic" },
  {
    message:
      "Where I can buy wax print cheap in wholesale? Le marché de Dove Cot ou Big Market? I want Vlisco and the Chinese one also, for sell in my shop before Christmas. Who is the big supplier now?",
    intent: "off-topic",
  },
  {
    message:
      "Combien c'est le container from Conakry to Freetown by road these days? Just the price for the truck transport, 20 foot. My cousin say 8 million, another say 12. I want to know the normal price.",
    intent: "off-topic",
  },
  { message: "Translate for me in English: 'le tissu est arrivé, venez le chercher'", intent: "off-topic" },
  { message: "What is the best time to travel Freetown to Conakry by road, is the road good now?", intent: "off-topic" },
  { message: "Can you suggest wedding venues in Freetown for 200 guests? 💒✨", intent: "off-topic" },
  { message: "Help us write our wedding vows pleeease 🥹💕 something sweet but not too long", intent: "off-topic" },
  { message: "What colours are trending for weddings this year? Thinking gold and emerald 💚💛", intent: "off-topic" },
  { message: "honeymoon ideas in Sierra Leone? Banana Island or Tokeh? 🏝️", intent: "off-topic" },
  {
    message:
      "Tell us a funny story about a judge who falls in love at a wedding 😂 our MC wants something to open the reception with, and the groom's uncle is an actual magistrate so it has to be clean and respectful lol 🙈",
    intent: "off-topic",
  },
  { message: "Where can I buy court shoes for my bridesmaids in Freetown? 👠", intent: "off-topic" },
  { message: "How many bags of cement to build a 2-bedroom house? We just want a rough idea 🏠", intent: "off-topic" },
  { message: "Is it safe to swim at Lumley beach in the rainy season?", intent: "off-topic" },
  {
    message: "Write a short speech for my daughter's wedding. She is marrying a lawyer, so put something about courts and contracts for a joke.",
    intent: "off-topic",
  },
  { message: "what is the capital of Guinea-Bissau? my daughter is asking", intent: "off-topic" },
  { message: "Recommend a good TV series about lawyers and detectives, I am retired and bored.", intent: "off-topic" },

  // ── greeting ──
  { message: "Kushe o. Na di tapper in nephew dis", intent: "greeting" },
  { message: "Morning.", intent: "greeting" },
  { message: "Good morning to you all, I hope you are well by God's grace", intent: "greeting" },
  { message: "hiii from Accra 👋", intent: "greeting" },
  { message: "Good afternoon, sergeant (rtd) here.", intent: "greeting" },
  { message: "hlo", intent: "greeting" },
  { message: "Bonjour, hello", intent: "greeting" },
  { message: "Heyyy 😊😊 anyone there?", intent: "greeting" },

  // ── thanks ──
  { message: "Tenki tenki, uncle say God go bless una", intent: "thanks" },
  { message: "Noted, thanks.", intent: "thanks" },
  { message: "Thank you so much, you have eased my heart small", intent: "thanks" },
  { message: "thanks a lot, I'll pass it to my mum 🙏", intent: "thanks" },
  { message: "Much obliged. Very helpful.", intent: "thanks" },
  { message: "tnx", intent: "thanks" },
  { message: "Merci beaucoup, thank you my friend", intent: "thanks" },
  { message: "aww thank you!! 🥰🙏", intent: "thanks" },

  // ── goodbye ──
  { message: "Ok we go waka now. Bye", intent: "goodbye" },
  { message: "Thanks, that's all for now. Bye.", intent: "goodbye" },
  { message: "Let me go and cook now, thank you and bye bye", intent: "goodbye" },
  { message: "ok thanks, gotta run to class. byee", intent: "goodbye" },
  { message: "Over and out. Good day.", intent: "goodbye" },
  { message: "ok by", intent: "goodbye" },
  { message: "Au revoir, see you", intent: "goodbye" },
  { message: "byeee thank u 😘✌️", intent: "goodbye" },

  // ── services ──
  { message: "Wetin una lawyer dem dey do? Uncle wan know if una dey handle bush matter", intent: "services" },
  { message: "What areas do you cover? Looking for a firm to retain for our agency.", intent: "services" },
  { message: "Please which kind of cases una dey take? I have many problems and I don't know if you can help with all", intent: "services" },
  {
    message:
      "Hi, could you list the types of legal work your firm does? My family back home needs a firm for a few different things and I'm trying to pick one from here in Ghana.",
    intent: "services",
  },
  { message: "State the scope of your practice, please. Do you do both civil and criminal?", intent: "services" },
  { message: "wat kinda case u do", intent: "services" },
  { message: "Quel genre de travail vous faites? You do business matter and import matter?", intent: "services" },
  { message: "Hey 👋 what kind of stuff do you guys help with? Like is it only court cases or more? 🤔", intent: "services" },
  { message: "Dear Sir/Madam, kindly send me an overview of the legal services offered by your chambers for our company profile file.", intent: "services" },
  { message: "Una na lawyer for everything or only some kind of case?", intent: "services" },
  {
    message:
      "Do you handle only big company things or also small people's problems like mine? I see your office is in town and it looks expensive. I am just a mother in Kissy with landlord problems and a husband who does not pay for the children. I don't want to waste your time.",
    intent: "services",
  },
  { message: "what services u offer?? and do u do weddings/marriage stuff too? 💍", intent: "services", also: ["area:family"] },

  // ── team ──
  { message: "Uncle ask who be di lawyer dem wey dey work dere", intent: "team" },
  { message: "Who are your partners and associates? Need names for our panel list.", intent: "team" },
  { message: "Please who are the lawyers in your office? I want to know if there is a woman lawyer I can talk to freely.", intent: "team" },
  {
    message:
      "Can you tell me who works at Kamara Chambers? My dad wants to know the names of the lawyers before he trusts anyone, he had a bad experience with a lawyer in Bo who took money and disappeared. He will ask around about each person.",
    intent: "team",
  },
  {
    message:
      "Give me the names of your counsel on record. I may know some of them from my time at the station, I did 28 years, prosecuted many matters at the Magistrate Court as police prosecutor before the DPP took over.",
    intent: "team",
  },
  { message: "hw mny lyrs u get", intent: "team" },
  { message: "Qui sont les avocats? How many lawyers you have there?", intent: "team" },
  { message: "who's on your team?? 😄 any young lawyers?", intent: "team" },
  { message: "List of attorneys at the firm please", intent: "team" },
  { message: "Na who and who dey for una chambers?", intent: "team" },
  { message: "Is it only one lawyer or many? I see the name Kamara, is it a family firm?", intent: "team" },
  { message: "Do you have lawyers who came from the police or prosecution side? Just curious who your people are.", intent: "team" },

  // ── contact ──
  { message: "How uncle go fit reach una? E nor get smartphone", intent: "contact" },
  { message: "Best way to reach your conveyancing people?", intent: "contact" },
  {
    message:
      "Please how can I get in touch with you people? I don't have credit to call all the time and sometimes my phone is with my big son. Is there a way I can leave my message and somebody will call me back, or I should just come?",
    intent: "contact",
  },
  { message: "how do I contact the firm from outside Sierra Leone?", intent: "contact" },
  { message: "Kindly furnish your contact particulars.", intent: "contact" },
  { message: "hw 2 rch u", intent: "contact" },
  { message: "Comment je peux vous contacter? WhatsApp or what?", intent: "contact" },
  { message: "how do we get hold of you guys? 📲", intent: "contact" },

  // ── phone ──
  { message: "Una get phone number? Uncle wan call", intent: "phone" },
  { message: "Direct line for your office?", intent: "phone" },
  { message: "Please give me the number so I can call, I don't know how to type long story", intent: "phone" },
  {
    message:
      "Can I call you from Ghana? What's the number with country code? I'll probably use WhatsApp call because MTN Ghana international rates are crazy, so if the number is on WhatsApp that would be even better.",
    intent: "phone",
  },
  { message: "What is your telephone number? I prefer to speak rather than type.", intent: "phone" },
  { message: "numba pls", intent: "phone" },
  { message: "Numéro de téléphone s'il vous plaît", intent: "phone" },
  { message: "can we just call u? what's the number ☎️", intent: "phone" },

  // ── email ──
  { message: "Una email address? Mi na di one wey dey type for uncle", intent: "email" },
  { message: "Email for sending title documents?", intent: "email" },
  { message: "What email can I send my documents to? I'm abroad so I can scan and send.", intent: "email" },
  { message: "Kindly provide your electronic mail address for correspondence.", intent: "email" },
  { message: "emal?", intent: "email" },
  { message: "Je peux envoyer email? What is the address email?", intent: "email" },
  { message: "what's ur email? want to send our land papers 📄📧", intent: "email" },

  // ── address ──
  { message: "Where una office dey? Uncle go come from Kabala by poda poda", intent: "address" },
  { message: "Office location?", intent: "address" },
  {
    message:
      "Please where is your office? If I take keke from Kissy, where do I drop? I don't know town very well, I only go to Big Market and Eastern Police side. Tell me a place near it that everybody knows, like a bank or a church.",
    intent: "address",
  },
  {
    message:
      "Where exactly are you located in Freetown? My aunt will come by on Thursday, she's coming from Wellington and she's not great with directions, so landmarks would really help me explain it to her on the phone.",
    intent: "address",
  },
  { message: "Which street is the chambers? Near the Law Courts building?", intent: "address" },
  { message: "wr ur ofis", intent: "address" },
  { message: "Où est votre bureau? I know Siaka Stevens Street, which side?", intent: "address" },

  // ── hours ──
  { message: "Una dey open Saturday? Uncle go come town Saturday", intent: "hours" },
  { message: "Business hours?", intent: "hours" },
  { message: "What time do you open in the morning? I want to come before I go to market.", intent: "hours" },
  {
    message:
      "Are you open on public holidays? My mum can only come down from Kenema during the Independence Day week because that's when my uncle has the vehicle free. I don't want her to travel all that way and find the office locked.",
    intent: "hours",
  },
  { message: "What time do you close? I finish selling at 4.", intent: "hours" },
  { message: "Is the office open at this hour? It's 8pm.", intent: "hours" },
  {
    message:
      "Kindly state your official working hours. I am presently resident at Mile 91 and will need to plan the journey so as to arrive within office hours, given the condition of the highway.",
    intent: "hours",
  },
  { message: "opn sndy?", intent: "hours" },
  { message: "wat tym u clos 2day", intent: "hours" },
  { message: "Vous êtes ouvert aujourd'hui? Friday you open until what time?", intent: "hours" },
  { message: "are u open on weekends?? we're both working weekdays 😩", intent: "hours" },
  { message: "Una dey open now?", intent: "hours" },
  { message: "What days of the week do you work? And where is the office? Coming from Waterloo.", intent: "hours", also: ["address"] },
  { message: "Hello, I tried to call this morning at 8:30 and nobody picked. What time does the office actually start?", intent: "hours" },
  { message: "Do you work during lunch time? I only get free from 1 to 2.", intent: "hours" },
  { message: "what time u open n close? 🕘", intent: "hours" },

  // ── booking ──
  { message: "Uncle wan see lawyer Tuesday wen e come Freetown. Abeg put am down", intent: "booking" },
  { message: "Book me in with your land partner Thursday 11am if free.", intent: "booking" },
  { message: "Need a consultation this week for a lease review. Earliest slot?", intent: "booking" },
  {
    message: "Can I come and see a lawyer on Monday morning? I will bring my children because nobody is at home to keep them, I hope that is ok.",
    intent: "booking",
  },
  {
    message:
      "Please I want to make an appointment for my mother. She will come with my uncle on Wednesday. I'm arranging it from Ghana because she doesn't use a phone well. Can you confirm a time?",
    intent: "booking",
  },
  {
    message:
      "I wish to schedule a conference with counsel at your earliest convenience regarding a matter of trespass on my property at Hastings. I am available any weekday, I am retired, so time is not a problem for me.",
    intent: "booking",
  },
  { message: "Request an appointment with Ibrahim Jalloh next week regarding a summons I received.", intent: "booking", also: ["attorney:Ibrahim Jalloh"] },
  { message: "bk me 4 frdy pls", intent: "booking" },
  { message: "wnt 2 tlk 2 lyr 2moro", intent: "booking" },
  {
    message:
      "Je veux rendez-vous with lawyer, maybe Wednesday after noon? In the morning I open the shop and my boy is not there to sell. I can come 2 or 3 o'clock. Please tell me if it is ok and which lawyer I will see.",
    intent: "booking",
  },
  { message: "Can we book a consultation together as a couple? 💑 Saturday ideally or any weekday evening", intent: "booking" },
  {
    message:
      "we'd love to meet a lawyer before we pay for the land 🙏 the seller is pressuring us to pay by the end of the month and we don't want to be scammed like our friends were 😬 any slot next week? mornings are best for both of us",
    intent: "booking",
  },
  { message: "Could I arrange a meeting with Fatmata Kamara? It's about my children's father.", intent: "booking", also: ["attorney:Fatmata Kamara"] },
  { message: "I want to sit down with one of your lawyers face to face. When is possible?", intent: "booking" },
  { message: "Abeg I wan come tok to lawyer tomorrow, which time?", intent: "booking" },
  {
    message:
      "Good morning. I have been carrying this problem for three years now, since my late husband's people took the shop. I finally have some money put aside. I want to come to your office and talk properly with a lawyer. Please give me a day.",
    intent: "booking",
  },
  { message: "Slot with Mohamed Conteh, any afternoon next week.", intent: "booking", also: ["attorney:Mohamed Conteh"] },
  {
    message:
      "How do I book a virtual consultation? I'm in Kumasi and can only do Zoom or WhatsApp video. I'd like my dad in Bo to join the same call so the lawyer can hear from both of us about the family house.",
    intent: "booking",
  },
  { message: "I would like to be seen by a solicitor on the 14th.", intent: "booking" },
  { message: "cn i cm see lyr sat mrn", intent: "booking" },
  { message: "Pour un rendez-vous, what I must do? I want meet lawyer for my shop contract.", intent: "booking" },
  { message: "Yay we finally found the plot 🥳 want to book a lawyer to check it before we pay! When are you free?", intent: "booking" },
  { message: "Uncle say make una arrange meeting wit lawyer, e go come wit im brother dem", intent: "booking" },
  { message: "Schedule a meeting for two of my landlords who want to sign a management agreement. Next Tuesday?", intent: "booking" },

  // ── knowledge:Fees ──
  {
    message:
      "How much una dey take for see lawyer? Uncle nor get plenty money, na palm wine e dey sell, small small. If e come Freetown e fit pay part now and bring di rest after harmattan?",
    intent: "knowledge:Fees",
  },
  { message: "Fee structure for conveyancing? Flat or percentage?", intent: "knowledge:Fees" },
  { message: "Please I don't have much money. Is there any free help or can I pay small small every month?", intent: "knowledge:Fees" },
  { message: "How much is a consultation? I'll be paying from Ghana so I need to know in leones or cedis.", intent: "knowledge:Fees" },
  { message: "hw mch 4 consltn", intent: "knowledge:Fees" },
  { message: "C'est combien pour parler avec avocat? You take mobile money?", intent: "knowledge:Fees" },

  // ── knowledge:Languages spoken ──
  { message: "Una lawyer dem sabi Limba? Uncle nor sabi English well", intent: "knowledge:Languages spoken" },
  {
    message:
      "Does anyone there speak Temne? My mother only speaks Temne and a bit of Krio, and last time at the hospital she signed something she didn't understand. I don't want that to happen at the lawyer's office. I'll be on the phone from Ghana but that's not the same.",
    intent: "knowledge:Languages spoken",
  },
  {
    message:
      "Vous parlez français? My English is not strong for explain my problem, it is complicated with papers and customs and my partner. If somebody speak French or even Pular it is better for me, I understand more.",
    intent: "knowledge:Languages spoken",
  },
  { message: "Do you provide an interpreter for clients who speak Fula only?", intent: "knowledge:Languages spoken" },
  { message: "Can I explain in Krio when I come? My English go confuse me", intent: "knowledge:Languages spoken" },
  { message: "does any of your lawyers speak Mende? my grandma in Kenema wants to talk directly", intent: "knowledge:Languages spoken" },

  // ── knowledge:Parking ──
  { message: "Is there parking at your office? I'll be driving a client.", intent: "knowledge:Parking" },
  { message: "Where I fit park di car if I come? Town dey too pack", intent: "knowledge:Parking" },
  { message: "wr 2 park nr ur ofis", intent: "knowledge:Parking" },
  { message: "Is there a secure place to park a vehicle near Siaka Stevens Street? I've had mirrors stolen downtown before.", intent: "knowledge:Parking" },
  { message: "Je viens avec ma voiture, there is parking?", intent: "knowledge:Parking" },
  { message: "can we park near you or is it better to take a keke? 🚗", intent: "knowledge:Parking" },

  // ── knowledge:What to bring ──
  { message: "Wetin uncle go bring wen e come? E get one old paper from chief", intent: "knowledge:What to bring" },
  { message: "What documents should a client bring for a title search?", intent: "knowledge:What to bring" },
  {
    message:
      "Please which papers I must bring? I have my marriage certificate and the children's birth papers, and one letter my husband wrote saying he will pay school fees, but I lost the church wedding photo album. Is that enough or I must find other things?",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "What should my mother carry when she comes for the meeting? Land papers, her voter ID, my late grandfather's death certificate, the old receipts? I want to make a checklist and send it to her so she doesn't have to come twice.",
    intent: "knowledge:What to bring",
  },
  { message: "Qu'est-ce que je dois apporter? My invoices from Guinea and the customs papers?", intent: "knowledge:What to bring" },
  { message: "what do we bring to the first meeting? the seller's receipt and the survey plan? 📑", intent: "knowledge:What to bring" },

  // ── unknown ──
  { message: "uncle say ask una", intent: "unknown" },
  { message: "??", intent: "unknown" },
  { message: "I have something", intent: "unknown" },
  { message: "bt", intent: "unknown" },
  { message: "alors...", intent: "unknown" },
  { message: "😅😅", intent: "unknown" },

  // ── area:family ──
  { message: "Uncle pikin mama don lef am, she carry di two pikin go Bo. Uncle wan see im pikin dem. Abeg help wit dis family matter", intent: "area:family" },
  { message: "Uncle wan write will so im palm wine bush go to im pikin dem not im brother. Una dey do will?", intent: "area:family" },
  { message: "Family law query on behalf of a tenant: her husband stopped paying maintenance for the kids. Who handles that?", intent: "area:family" },
  {
    message:
      "My children's father has not given one cent for them for two years. He has a new wife now and he builds house in Waterloo, but my children are eating once a day. My second boy was sent home from school for fees. I need somebody to help me make him pay for his children.",
    intent: "area:family",
  },
  {
    message:
      "I want to divorce my husband. We did native marriage in 2009 and church wedding in 2012. He drinks and chases women and has sold my sewing machine. I am tired. Please help me start the divorce.",
    intent: "area:family",
  },
  {
    message: "My sister died and left her baby girl with me. The father's family wants to take her now. I want to adopt her properly so nobody can take her.",
    intent: "area:family",
  },
  {
    message:
      "Hi, my parents are separating after 30 years and my mum needs help with the divorce and sharing the house. I'm coordinating from Accra. Who do I speak to?",
    intent: "area:family",
  },
  {
    message:
      "need help with custody for my cousin's kid, the dad is abroad and wants to take him to the US without the mum agreeing. he's sending people to the school to ask questions. my cousin is in Freetown, I'm in Ghana helping her find a family lawyer",
    intent: "area:family",
  },
  {
    message: "Matter of succession: my late brother's estate, letters of administration. My sister-in-law is obstructing. I need family counsel.",
    intent: "area:family",
  },
  { message: "mi wf lft wit kids 2 her mum in Lunsar. 3 mnth now. wnt 2 see dem. she sy no", intent: "area:family" },
  {
    message:
      "Ma femme veut divorce. We marry in Conakry in 2015, civil marriage at the mairie, but we live here in Freetown for 8 years now and the two children go school here. You can help for this divorce here or I must go to Guinea?",
    intent: "area:family",
  },
  { message: "We want to do a prenup before the wedding 💍📝 is that something you handle?", intent: "area:family" },
  {
    message: "We're getting married in December 🥰 and want to register the marriage properly, church + civil. Can you help with the legal side?",
    intent: "area:family",
  },
  { message: "My fiancée's ex-husband never finalised their divorce 😬 so we can't marry yet. We need help sorting the divorce asap!", intent: "area:family" },
  {
    message:
      "I need a lawyer for child maintenance. The man says the child is not his, but he came to the naming ceremony and gave the name himself, everybody saw. Now he has a new woman he is denying my baby.",
    intent: "area:family",
  },
  {
    message: "My grandson is living with me since his mother travelled. I want legal guardianship so I can sign his school and hospital papers.",
    intent: "area:family",
  },
  { message: "Is Fatmata Kamara still handling divorces? A friend recommended her.", intent: "attorney:Fatmata Kamara" },

  // ── area:business ──
  {
    message: "Uncle and im friend dem wan start palm wine business together, sell for Freetown. Dem wan register am proper. Una fit help?",
    intent: "area:business",
  },
  { message: "Looking to incorporate a property management company. Need CAC registration, shareholders agreement, the lot.", intent: "area:business" },
  { message: "My partner in the agency is pulling money out without telling me. Partnership dispute — need business counsel.", intent: "area:business" },
  {
    message:
      "I sell cookery in Kissy and people say I need to register my business and get licence from the council. I don't understand any of it. Can a lawyer help a small woman like me?",
    intent: "area:business",
  },
  {
    message:
      "My brother and I want to register a small import company in Freetown while I'm studying in Ghana. Can I be a director from abroad? We need help with the whole registration.",
    intent: "area:business",
  },
  { message: "Need help with business name registration and tax ID for my security consultancy since I retired from the force.", intent: "area:business" },
  { message: "wnt 2 reg my garaj as biznes. hlp", intent: "area:business" },
  { message: "I want to open a company for my cloth business, société, here in Sierra Leone. I am foreigner. What I need?", intent: "area:business" },
  { message: "Mon associé guinéen and me, we want to make partnership agreement for the shop. Vous faites ça?", intent: "area:business" },
  { message: "We want to start an events business together after the wedding 🎉 how do we register it legally?", intent: "area:business" },
  {
    message:
      "Our bank in Freetown froze the company account without explanation on Monday. Salaries are due Friday, suppliers are calling. The branch manager just says 'compliance'. We need a banking law lawyer to deal with them.",
    intent: "area:business",
  },
  {
    message:
      "Corporate governance help for our NGO board — directors fighting over who is chairperson since the founder passed. Half the board say the constitution gives it to the vice, the others want an election. Meanwhile donor money is stuck.",
    intent: "area:business",
  },
  {
    message:
      "I need a business licence for a small pharmacy in Lunsar. The ministry keeps sending me back and forth between the Pharmacy Board and the council, each one says get the other's paper first. Can a business lawyer untangle this?",
    intent: "area:business",
  },
  { message: "Does Abdul Rahman Sesay do company registration for small businesses or only big ones?", intent: "attorney:Abdul Rahman Sesay" },
  {
    message:
      "company restructuring, adding two new shareholders from Lebanon and converting our loan into equity. Need a corporate lawyer to handle the share transfer, board resolutions and filings with the registrar.",
    intent: "area:business",
  },

  // ── area:shipping ──
  { message: "Uncle brother send palm oil drum dem by boat from Tombo and dem lost am. Who go pay?", intent: "area:shipping" },
  {
    message: "Client's container of building materials stuck at Queen Elizabeth II Quay for 3 weeks. Demurrage piling up. Need maritime counsel.",
    intent: "area:shipping",
  },
  {
    message:
      "My husband's cousin sent us a barrel from London for Christmas and the shipping company is saying we must pay another big money before they release it. The barrel has been at the port for two months. It is just food and clothes for the children.",
    intent: "area:shipping",
  },
  {
    message:
      "My family shipped a car from Tema to Freetown and the shipping line damaged it, the whole side is dented and a window smashed. The bill of lading says clean, and we have photos from Tema before loading. Who do we go to for this?",
    intent: "area:shipping",
  },
  {
    message: "A fishing trawler ran into my cousin's boat off Goderich and destroyed it. The trawler owners deny. Maritime claim needed.",
    intent: "area:shipping",
  },
  { message: "cntnr of car parts hld at port. customs wahala", intent: "area:shipping" },
  { message: "engine parts frm dubai wrng dlvrd. shppng co no ans", intent: "area:shipping" },
  {
    message: "Mon container de tissu is blocked at the port since 3 weeks. The customs say my papers not correct. J'ai besoin d'aide.",
    intent: "area:shipping",
  },
  {
    message:
      "Cargo from Conakry by boat, half the bales of cloth are wet and spoiled, the water come inside the hold. The ship owner say not his problem, the agent say talk to the owner. I lose maybe 40 million. I want make claim against them.",
    intent: "area:shipping",
  },
  { message: "Freight forwarder took my money for clearing and the goods still not cleared. C'est quel avocat for this?", intent: "area:shipping" },
  { message: "Our wedding decorations got shipped from Lagos and the container is held at the port 😩📦 the wedding is in 3 weeks!!", intent: "area:shipping" },
  {
    message:
      "A vessel owes our company for fuel and provisions we supplied in August, about USD 60,000, and the agents keep promising. Word is she sails on Friday. We need maritime lawyers to act quickly before she leaves Freetown.",
    intent: "area:shipping",
  },
  {
    message:
      "Port authority seized my goods over a tariff classification dispute. They say my solar panels are 'electrical equipment' at the higher rate instead of renewable energy exempt. Three containers sitting at the quay.",
    intent: "area:shipping",
  },
  { message: "Is Isatu Bangura the one who deals with marine insurance claims?", intent: "attorney:Isatu Bangura" },
  { message: "shipping law help — crew wages unpaid on a vessel docked in Freetown", intent: "area:shipping" },

  // ── area:land ──
  { message: "Uncle papa lan for Kabala, im broda dem don sell am to stranger without tell di family. Na family lan. Abeg help we", intent: "area:land" },
  { message: "Nephew typing: one man don put pillar na uncle farm boundary, e say na im own. Wi wan lawyer for dis lan palaver", intent: "area:land" },
  { message: "Uncle wan buy small lan for Kabala town but e nor know how to do di paper dem proper. Una go help am?", intent: "area:land" },
  { message: "Conveyancing for a client buying a plot in Regent. Need title search and deed prep.", intent: "area:land" },
  { message: "Tenant refusing to vacate after notice expired. Need eviction handled properly through court.", intent: "area:land" },
  { message: "Two competing title deeds on a Lumley property we're listing. Need a land lawyer to sort it before we market it.", intent: "area:land" },
  {
    message:
      "Our landlord in Kissy Mess Mess wants to throw us out because his son is coming from America. We have been in that house 11 years, paying every month, never late. He has removed the zinc from the kitchen so the rain comes in. My children sleep wet. Please I need a lawyer for this landlord wahala.",
    intent: "area:land",
  },
  {
    message:
      "My late husband bought land in Grafton in 2005 but the papers are with his brother. Now the brother is building on it. I want my land back for my children.",
    intent: "area:land",
  },
  {
    message:
      "Hello, my family's house in Bo is family land and my uncle wants to sell it. The rest of us don't agree. I'm in Ghana, my mum is there. We need help stopping the sale.",
    intent: "area:land",
  },
  {
    message: "I'm trying to help my parents get their land deed registered at the Ministry of Lands. It's been stuck for years. Can you help?",
    intent: "area:land",
  },
  {
    message:
      "Trespass and encroachment on my plot at Hastings. Neighbour moved the beacons in the night, about 10 feet into my land, and has started a foundation. I have the survey plan signed by the Director of Surveys. Want to institute proceedings.",
    intent: "area:land",
  },
  { message: "lnd dspt wit nbr ovr bndry wlngtn. he bld wll on my sid", intent: "area:land" },
  {
    message: "J'ai acheté terrain in Waterloo, the seller now say the price not finish and he want sell again to other person. Help me please.",
    intent: "area:land",
  },
  { message: "We want to buy our first plot together 🏡💕 in Tokeh. Can you do the conveyancing and check the papers?", intent: "area:land" },
  {
    message: "Found a beautiful half-town-lot in Goderich 😍 but the seller only has a receipt from the chief. Need a land lawyer to check before we pay!!",
    intent: "area:land",
  },
  {
    message:
      "My tenant has not paid rent for 8 months and is now subletting my house in Murray Town to two other families, collecting money from them. When I go there he insults me. I am a widow and that rent is what I live on. I need help.",
    intent: "area:land",
  },
  {
    message:
      "I want to sell my house in Kenema, my late father left it to me with a will that was proved in court. I now live in Freetown and I need someone to handle the sale legally, deal with the buyer and the transfer.",
    intent: "area:land",
  },
  { message: "Does Hawa Turay still handle family land and wills? My aunt wants her specifically.", intent: "attorney:Hawa Turay" },
  { message: "Mohamed Conteh — is he the land lawyer? I was told he's good with boundary disputes.", intent: "attorney:Mohamed Conteh" },

  // ── area:arbitration ──
  {
    message: "Uncle and im customer dem get palaver ova palm wine money. Dem nor want court, dem want somebody for settle am fair",
    intent: "area:arbitration",
  },
  { message: "Dispute with a developer over commissions. Both sides prefer mediation over litigation. Do you offer that?", intent: "area:arbitration" },
  {
    message: "Our contract with the contractor has an arbitration clause. He's delayed the building 14 months. We want to trigger arbitration.",
    intent: "area:arbitration",
  },
  {
    message:
      "Me and my market association are fighting over the contribution money, osusu. The woman who kept the box says the money finished, but some of us never got our turn. Nobody wants to go to court because we are all sisters in the market, but somebody must settle it fairly.",
    intent: "area:arbitration",
  },
  {
    message:
      "My dad and his business partner want a neutral person to settle their dispute over the shop they co-own. Court would take years. Is that something your firm does?",
    intent: "area:arbitration",
  },
  { message: "I seek an arbitrator for a commercial matter between two transport companies. Out of court, binding.", intent: "area:arbitration" },
  { message: "me n partnr fght ovr garaj mny. wnt smbdy 2 settl nt court", intent: "area:arbitration" },
  { message: "Mon fournisseur en Guinée et moi, we have dispute about payment. We want médiation, not court. Possible?", intent: "area:arbitration" },
  {
    message: "Our families are arguing over the bride price and wedding costs 😅 honestly we need a mediator lol. Do you do mediation for families?",
    intent: "area:arbitration",
  },
  { message: "Commercial mediation between my company and a supplier in Dubai — do you handle international arbitration?", intent: "area:arbitration" },
  {
    message:
      "We want to resolve a construction dispute through ADR instead of the High Court. The builder and us both agree the courts are too slow; we just can't agree on the money. We'd like a mediator who understands building work.",
    intent: "area:arbitration",
  },
  {
    message:
      "Please help us settle this quarrel with our business partner without going to court. We opened a small bakery in Wellington together and now he says the oven is his and the customers are his. We just want a fair person in the middle.",
    intent: "area:arbitration",
  },
  { message: "Is Adama Koroma available to mediate between two companies? We heard she's very balanced.", intent: "attorney:Adama Koroma" },
  {
    message:
      "arbitration for a mining subcontract dispute in Kono: our haulage contract has an ICC-style clause and the principal is withholding 3 months of invoices claiming short deliveries. Both sides want this settled privately.",
    intent: "area:arbitration",
  },
  { message: "Una dey do settlement outside court? Mi and mi broda business get palaver", intent: "area:arbitration" },

  // ── area:contract ──
  { message: "Uncle supply palm wine to one bar for Makeni for six month, di owner nor pay am. Dem bin sign paper. Wi wan lawyer", intent: "area:contract" },
  {
    message: "Contractor took 40% upfront for renovating a client's flat and disappeared. Signed agreement in hand. Need contract lawyer.",
    intent: "area:contract",
  },
  { message: "Need a solid tenancy/management agreement template reviewed and tailored for our agency.", intent: "area:contract" },
  {
    message:
      "I worked as cleaner in a hotel at Aberdeen for 6 years. Last month they just told me don't come back, no letter, no money, nothing. They are still owing me 3 months salary. I have five children to feed. Please who can help me get my money?",
    intent: "area:contract",
  },
  {
    message:
      "I did cooking for a man's wedding reception, we agreed in writing for 15 million leones, he paid 5 and now he is dodging me. Can you help collect?",
    intent: "area:contract",
  },
  {
    message:
      "My mum was dismissed from her teaching job at a private school without notice after 12 years. No NASSIT was paid either. She needs an employment lawyer.",
    intent: "area:contract",
  },
  {
    message:
      "My brother signed a contract to work in Dubai through an agent in Freetown, paid the agent, and the job doesn't exist. We have the contract. What now?",
    intent: "area:contract",
  },
  {
    message: "A security company I consult for has breached the terms of our service agreement. I have the signed copy and correspondence. Need counsel.",
    intent: "area:contract",
  },
  { message: "sacked frm garaj no pay 3 mnth", intent: "area:contract" },
  { message: "cstmr tk car, sgnd 2 pay, no pay", intent: "area:contract" },
  {
    message: "I give cloth on credit to a shop owner in Bo, 200 pieces, we sign paper. Il refuse de payer now. I need lawyer for this contrat.",
    intent: "area:contract",
  },
  {
    message:
      "My employee break the contract and go work for my competitor two shops down, with my customers list in his phone. In the contract he sign he cannot do this for one year. Que faire?",
    intent: "area:contract",
  },
  {
    message:
      "Our wedding planner took full payment (25 million!!) and now says she's double-booked for our date 😤 and will only refund half 'after the season'. We have the contract signed with her stamp on it. Help!!",
    intent: "area:contract",
  },
  { message: "The photographer we signed with wants to cancel and keep the deposit 😡 contract says refundable!", intent: "area:contract" },
  {
    message:
      "Unpaid wages and end-of-service benefits from an NGO contract ending last year. The project closed, the country director left, and the head office in Nairobi keeps forwarding my emails. About 40 of us are owed.",
    intent: "area:contract",
  },
  {
    message:
      "Please review a supply agreement before we sign, it's 12 pages and confusing. It's for rice supply to our shops from a company in Guinea, there are penalties for late payment and something about exclusivity that worries me.",
    intent: "area:contract",
  },
  { message: "Does Christiana Thomas take unfair dismissal cases for ordinary workers?", intent: "attorney:Christiana Thomas" },

  // ── area:criminal ──
  { message: "Police send invitation letter to uncle say make e come station Monday. E nor do anything. Wi want lawyer go wit am", intent: "area:criminal" },
  { message: "Dem accuse uncle say e tif im neighbour goat, dem don go court. Uncle need lawyer for defend am", intent: "area:criminal" },
  {
    message:
      "A former tenant has filed a criminal complaint against me for 'fraudulent conversion' of his deposit. I've been invited for questioning next week.",
    intent: "area:criminal",
  },
  {
    message:
      "My son was released on bail last month but the case is still going on at the magistrate court in Kissy. The lawyer the family got has stopped coming. The next court date is in two weeks. I need a new lawyer to defend him.",
    intent: "area:criminal",
  },
  {
    message:
      "Somebody has accused me of stealing in the market, they say I took money from her tray while she went to pray. Police said I must report to the station on Thursday with somebody to stand for me. I am not guilty, I need a lawyer to go with me.",
    intent: "area:criminal",
  },
  {
    message: "My uncle in Makeni has been charged with fraud, he's on bail now. The family wants a proper criminal defence lawyer. Can you take his case?",
    intent: "area:criminal",
  },
  { message: "My cousin got a court summons for cyber stalking over some WhatsApp messages. He's home but scared. Who handles this?", intent: "area:criminal" },
  {
    message: "I've been summoned to appear before the magistrate for allegedly assaulting a public officer. I'll need defence counsel for the hearing.",
    intent: "area:criminal",
  },
  {
    message: "Human rights issue: police beat my nephew in custody last year and he has scars. He's out now. We want to take action.",
    intent: "area:criminal",
  },
  { message: "plc sy cm stn mndy 4 qstn. nd lyr", intent: "area:criminal" },
  { message: "I am accused of selling fake goods. Next month court. Je veux un avocat pour défense.", intent: "area:criminal" },
  {
    message: "My fiancé has a court case for a fight from 2 years ago 😬 he's on bail. Will this affect our wedding? We need a defence lawyer anyway.",
    intent: "area:criminal",
  },
  {
    message:
      "I was charged with reckless driving after an okada hit my car at Kissy Road roundabout. The okada rider was going the wrong way and witnesses saw it, but police charged me because I am the one with the car. Hearing is next week. Need a defence lawyer.",
    intent: "area:criminal",
  },
  {
    message:
      "Bail conditions — my brother was granted bail by the magistrate last week but the sureties are too high, two landed property owners and 50 million leones. He is at home on temporary bond. Can a lawyer apply to vary them?",
    intent: "area:criminal",
  },
  {
    message:
      "I want to know about your criminal defence work, not urgent, nobody is arrested. Just planning ahead because a business rival has been threatening to 'put police on me' over a contract, and I'd rather have a lawyer lined up in case a charge comes.",
    intent: "area:criminal",
  },
  { message: "Ibrahim Jalloh — does he still do criminal defence? My family used him years ago.", intent: "attorney:Ibrahim Jalloh" },
];
