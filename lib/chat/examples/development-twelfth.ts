import type { LabelledMessage } from "./labelled-message";

export const DEVELOPMENT_TWELFTH: LabelledMessage[] = [
  // ── urgent ──
  {
    message:
      "hello yes please the police from Kailahun station came this morning and carry my nephew for the cocoa money palaver they say he tief the bags full stop he still dey inside there now and nobody tell us what happen please help",
    intent: "urgent",
  },
  {
    message: "good evening, police just came to the bar and took my barman away in the pickup. he is at Aberdeen police post now. what do I do",
    intent: "urgent",
  },
  {
    message:
      "Two of my machine operators were picked up by police at the factory gate in Wellington this morning and they are still at the station. The company wants legal help for them today.",
    intent: "urgent",
  },
  { message: "abeg una help me, polis don hol mi pikin na Makeni station since Friday, dem nor wan gi am bail", intent: "urgent" },
  {
    message:
      "Our clearing agent was detained at Queen Elizabeth II Quay by police this afternoon during inspection of container MSKU. Still held. Need a lawyer there asap. Kindly confirm by return.",
    intent: "urgent",
  },
  { message: "they arrested 6 of us at the fourah bay rally, 3 are still locked up at central police station, we need a lawyer NOW", intent: "urgent" },
  {
    message:
      "Good afternoon. A young woman from our church was taken by police last night and she is still being held at Kissy station. Her mother is crying in my house. Please can someone go to her?",
    intent: "urgent",
  },
  { message: "pls my fren dem arest am tonite at d site wen we de duty, he de cid now, hw fo do", intent: "urgent" },
  {
    message:
      "so the thing is my brother he went to Kenema to sell the dry cocoa and the buyer say the scale wrong and fight start and now police hold him at the Kenema station from yesterday and my question is also how much una go charge for that kind of case",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  {
    message:
      "I am writing quickly. Police are at my door right now asking for my husband, they say he must come with them to the station because of the land in Makeni that his brothers are fighting us over. He is inside. What should we do?",
    intent: "urgent",
  },
  {
    message:
      "I have been running this beach bar for 6 years without trouble. Last week the council people came about the licence and we argued. Tonight officers came back and took me and my cashier to the station, I am typing from the station on my cashier's phone. Can a lawyer come?",
    intent: "urgent",
  },
  {
    message: "URGENT - our driver is held at Lumley police station since 2am after an accident with the company truck. Please advise who can attend.",
    intent: "urgent",
  },
  { message: "mi man in broda dem don kech am, e dey na cell, dem se na in kil di goat. wetin a go du", intent: "urgent" },
  {
    message: "Dear Sir, our warehouse supervisor was taken into custody by CID officers at 11am today. He remains there. Kindly send counsel.",
    intent: "urgent",
  },
  {
    message:
      "my roommate just got picked up by police outside the hostel for posting on facebook. they took him to the station in their vehicle. he hasn't called back. is that even legal?? what do we do",
    intent: "urgent",
  },
  {
    message:
      "Sister in our women's fellowship says her son has been on remand at Pademba Road for three weeks and no one has told them anything. They need a lawyer urgently.",
    intent: "urgent",
  },
  { message: "polis dem de na gate now dem wan cam insaid, dem nor get paper", intent: "urgent" },
  {
    message:
      "Pls help me my husband is in police cell at Waterloo since Tuesday they say he stole generator from the church where he was doing watchman work. The pastor himself say he trust him. They nor let us see him",
    intent: "urgent",
  },
  {
    message:
      "voice note sorry if e no clear the chiefdom police hold my two boys inside the lockup for the farm boundary fight they don sleep there two nights",
    intent: "urgent",
  },
  {
    message: "Also what are your hours? Because police have my supervisor locked up right now at Wellington and I need someone today.",
    intent: "urgent",
    also: ["hours"],
  },
  { message: "we are outside Congo Cross police station, they are holding our student union president inside, lawyers please come", intent: "urgent" },
  {
    message:
      "my son dey na station since las nite, dem se na in bin de drive di okada we jam di uman na Kissy road. nobody tel wi wetin go happen. abeg una sen lawyer",
    intent: "urgent",
  },
  { message: "boss pls d police tek me colleg from d bank gate nite duty, he still dey dea 4 mornin, dem nor tel us anytin", intent: "urgent" },
  {
    message: "Our consignee's representative has been detained by customs and police at the port since this morning. Can you intervene today?",
    intent: "urgent",
  },
  { message: "pastor's nephew arrested at a checkpoint in Goderich this evening, still held, family asking what to do tonight", intent: "urgent" },
  { message: "Mi sista in pikin, dem don tek am go polis yestade, e nor kam bak yet. Dem se e go stay dey te Monday", intent: "urgent" },
  {
    message:
      "my cook was arrested an hour ago in front of customers. they accuse him of selling weed. he is at the station. I need a lawyer please, money is not a problem",
    intent: "urgent",
  },
  {
    message:
      "Hello, good morning. One of my workers called from the police station, he has been kept there since the weekend without charge. Is there a lawyer who can go and see him this morning?",
    intent: "urgent",
  },
  {
    message:
      "POLICE HAVE ARRESTED MY FATHER AT OUR HOUSE IN BO THIS MORNING AND TAKEN HIM AWAY, HE IS 70 YEARS OLD AND SICK WITH SUGAR, WE DONT KNOW WHICH STATION THEY KEEP HIM PLEASE HELP",
    intent: "urgent",
  },
  { message: "dem just kam tek mi broda na di os, a nor no usai dem kari am", intent: "urgent" },
  {
    message: "i am detained at the Aberdeen police post, they let me use my phone for 2 minutes only. Bar licence issue they say. Please somebody come.",
    intent: "urgent",
  },
  { message: "we was on night shift an polis cam arest 2 of us sey we tief cement, we stil de at d post, can lawyer cam", intent: "urgent" },
  { message: "They are holding my cousin at the station because of a tweet about the minister. Detained since morning. Please.", intent: "urgent" },
  {
    message:
      "ok so I was going to ask about a contract for my supplier but right now the police have just taken my manager from the bar into the van and I don't know which station",
    intent: "urgent",
  },
  { message: "Wi de na polis stechon na Makeni, dem don lok mi bigman pikin insaid. Dem se e go stay te kort. Una go kam?", intent: "urgent" },
  {
    message:
      "my boy is in police custody right now, he's 16. they took him from the football field in Kissy with other boys after a fight. can a minor even be kept with adults? please send somebody",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, further to my earlier email regarding the consignment, I must inform you that our local partner was arrested this morning and is still detained at CID headquarters. Please treat as urgent.",
    intent: "urgent",
  },
  { message: "police hold am since sunday for mi bar workman, e nor get lawyer, dem nor charge am, e still dey dey", intent: "urgent" },
  {
    message:
      "hello sorry to disturb, one brother from the church was arrested on his way home from evening prayer. They said wrong identity. He is still in the cell at Kissy Mess Mess. Where is the nearest lawyer and can you call the station?",
    intent: "urgent",
  },
  { message: "dem don kech mi na wok nw nw, a de na dem moto, pls", intent: "urgent" },

  // ── legal-question ──
  { message: "If someone was arrested last year and released without charge, can the police arrest him again for the same thing?", intent: "legal-question" },
  {
    message: "If my husband died without writing a will, do his brothers have the right to take the house we built together in Makeni?",
    intent: "legal-question",
  },
  { message: "Mi man don day, en famili se di lan na dem yon. Na tru se a nor get rayt pan am?", intent: "legal-question" },
  { message: "is it legal for the landlord to pour away my stock and lock the bar because I was two weeks late with rent", intent: "legal-question" },
  { message: "Can a company in Sierra Leone dismiss a worker without notice if he was absent for three days without calling?", intent: "legal-question" },
  {
    message: "If the cocoa buyer take my bags and don't pay me for three months can I carry him to court and will I get my money back",
    intent: "legal-question",
  },
  { message: "Are we liable for demurrage if the port delay was caused by the authority and not by us?", intent: "legal-question" },
  {
    message:
      "how many years can you get in jail for insulting the president on whatsapp? asking for the group because someone posted a meme and now everyone is panicking and deleting messages",
    intent: "legal-question",
  },
  { message: "Is it true that a woman can't inherit land in the provinces under customary law? A widow in our church was told so.", intent: "legal-question" },
  { message: "if a guard sleep on duty an sumtin los, can d company tek d money from my salary", intent: "legal-question" },
  { message: "Do I have a case if my employer didn't pay NASSIT for 4 years?", intent: "legal-question" },
  { message: "Wetin di law se if mi man in famili wan pul mi pikin dem from mi afta di beryal?", intent: "legal-question" },
  { message: "My supplier sent me a contract with a penalty clause of 20% per week of delay. Should I sign this?", intent: "legal-question" },
  {
    message: "If I sign the agreement to lease the beach land from the chief, will it hold if the government later says the beach belongs to the state?",
    intent: "legal-question",
  },
  {
    message: "can the police stop a peaceful protest if we informed them 48 hours before? what does the Public Order Act actually say",
    intent: "legal-question",
  },
  {
    message: "I was wondering whether a man who married in church and also married a second wife under custom can be charged for bigamy.",
    intent: "legal-question",
  },
  {
    message: "hw much d court go award if dem sack me afta 7 yrs wit no reasn, dem jus tel mi sey mi contract don finish bot nobody giv mi contract paper b4",
    intent: "legal-question",
  },
  {
    message: "Suppose the chief already sell the same piece of land to two people, who get the land by law, the one who pay first or the one who build first",
    intent: "legal-question",
  },
  { message: "Under Sierra Leone law, must a foreign shareholder hold a minimum percentage in a local import company?", intent: "legal-question" },
  {
    message: "If a worker is injured on the machine and he was not wearing the gloves we gave him, is the factory still responsible?",
    intent: "legal-question",
  },
  { message: "Wi bin mared na mosque bot wi nor rejista am. If e day, a go get in tin dem?", intent: "legal-question" },
  { message: "Can they expel me from university for organising a protest? I've been told I'm on a list.", intent: "legal-question" },
  { message: "will i win if i take my ex to court for child support, he works in Kenema but says he has no money", intent: "legal-question" },
  { message: "A member asked me: if her husband abandoned her for ten years, is she still legally married or can she remarry?", intent: "legal-question" },
  { message: "If the landlord sells the building, does the new owner have to respect my lease for the bar?", intent: "legal-question" },
  {
    message: "d company se if i nor wok sunday dem go sack me. i am christian an a tel dem from d start. dey nor pay extra for sunday too. dat legal?",
    intent: "legal-question",
  },
  {
    message:
      "Is a verbal agreement with a Guinean trader enforceable here if we have only WhatsApp messages and one bank transfer as proof? Amount USD 18,000. Please advise whether we would succeed.",
    intent: "legal-question",
  },
  {
    message:
      "if i borrow money from the farmer association and the harvest fail because of the rain and the black pod disease can they take my farm by law, because the paper I sign say something about security but I no read am well",
    intent: "legal-question",
  },
  {
    message: "Can my late husband's family chase me from the house if the house papers are in his name only? The house is in Makeni, Teko Road.",
    intent: "legal-question",
  },
  {
    message:
      "If the police seize my phone at a protest, can they search it without a warrant? And do I have to give them my password? A few of us are worried before Saturday's march.",
    intent: "legal-question",
  },
  {
    message: "A man in our congregation refuses to let his wife see the children after separation. Can the court force him? How long does it usually take?",
    intent: "legal-question",
  },
  {
    message:
      "if i resign now do dem still owe me end of service benefit? i do 11 years wit dis security company, nite duty every day, dem wan transfer mi go Kono so a tink fo resign",
    intent: "legal-question",
  },
  {
    message:
      "A neighbour complained to the council that my bar plays music after midnight on Fridays. I got a warning letter. Is a fine or prison more likely if they take it further? And can they close the bar completely for that?",
    intent: "legal-question",
  },

  // ── safety ──
  { message: "my husband's brothers came to the house with cutlass and they say if I don't leave the house they will kill me tonight", intent: "safety" },
  { message: "di man de bit mi evri nite, a fraid fo mi layf, a nor get usai fo go", intent: "safety" },
  {
    message:
      "A woman in my church is being beaten by her husband regularly. She came to me with a swollen face this morning. She is too afraid to go home. What can we do right now?",
    intent: "safety",
  },
  { message: "one of my female workers told me the line manager forced himself on her in the store room. she is shaking. what do we do", intent: "safety" },
  { message: "i am hiding in the bathroom he is outside the door with a knife", intent: "safety" },
  { message: "we get threat messages sey dem go kill we if we protest again. dem know where I sleep. I'm scared", intent: "safety" },
  { message: "please my wife people dem cam wit stik dem de bit mi inside di farm now now", intent: "safety" },
  { message: "A drunk customer threatened to come back and burn my bar down with me inside. He said tonight. I am afraid.", intent: "safety" },
  { message: "the estate boss de threatn me sey if i talk wetin i see e go finish me, pls a nor safe", intent: "safety" },
  {
    message: "Dear Sir, I am writing because my business partner has threatened to have me harmed. He sent men to my shop in Kissy. I fear for my safety.",
    intent: "safety",
  },
  { message: "My husband slapped me and locked me out. The children are inside with him and he is drunk", intent: "safety" },
  { message: "Wan young girl na mi church, di stepfada de abyuz am. E tel mi tide. A wan protect am", intent: "safety" },
  { message: "someone raped my younger sister last night in Waterloo and the man is still in the area", intent: "safety" },
  {
    message:
      "they keep beating me at home and I don't know who to call, my husband and his mother both, I have marks on my back, I can't tell anyone at work because he will find out",
    intent: "safety",
  },
  {
    message:
      "I'm a student. A lecturer is sexually harassing me and last week he grabbed me in his office. He says he will fail me if I tell. I feel unsafe going to campus.",
    intent: "safety",
  },
  { message: "Mi late man in famili de tret mi se dem go poisin mi if a nor gi dem di os papa dem. A fraid", intent: "safety" },
  {
    message: "the man next to my farm said he go chop my head with cutlass if I plant on that side again and he come stand by my house every night",
    intent: "safety",
  },
  { message: "pls a guard na compound an wan man pull gun pan mi tonite, e se e go cam bak", intent: "safety" },
  {
    message:
      "A worker's husband comes to the factory gate every day and beats her when she comes out. Today she came with blood on her lip. We need to help her.",
    intent: "safety",
  },
  {
    message:
      "Help. Someone is trying to break into my room in the hostel and he has threatened me before after the protest, he said he would deal with me. I've locked the door and I'm on the floor.",
    intent: "safety",
  },
  { message: "my boyfriend choked me and said next time he will finish me. i am at my friend's place in Lumley now", intent: "safety" },
  {
    message: "domestic violence. right now. he is hitting my mother. we are in Kissy. I am 15 and I don't know who to call, the neighbours are just watching",
    intent: "safety",
  },
  {
    message:
      "Our shipment dispute has become personal, the other party's men followed me home and said they know where my children go to school. I am worried for my family's safety.",
    intent: "safety",
  },
  {
    message:
      "a nor safe na di os, dem de knack mi. mi man in broda dem kam tide wit stik an dem se if a nor lef Makeni dem go kil mi lik aw dem kil mi man. a de ayd na mi neba",
    intent: "safety",
  },
  { message: "girl in our youth group says her uncle touches her at night. she is 13. please tell me what to do today", intent: "safety" },

  // ── off-topic ──
  {
    message:
      "please I want know what is the price of cocoa per kilo in Kailahun this season because the buyers them de tell we different different price and I no want them cheat me again like last year",
    intent: "off-topic",
  },
  { message: "can you write a short poem about a judge who loves the sea", intent: "off-topic" },
  { message: "best cocktail recipe with local palm wine for a beach bar?", intent: "off-topic" },
  {
    message:
      "Write a speech for our factory safety day, about 5 minutes, encouraging workers to wear helmets and boots. Mention that last year two men were injured. Keep it simple English, some of the boys didn't finish school.",
    intent: "off-topic",
  },
  { message: "Wetin na di bes tin fo kuk fo di 40 days sarah fo mi man?", intent: "off-topic" },
  { message: "Exchange rate USD to Leones today?", intent: "off-topic" },
  { message: "help me write an essay on human rights in Africa for my political science class, 1500 words", intent: "off-topic" },
  { message: "Please suggest a Bible verse about justice for Sunday's women's meeting", intent: "off-topic" },
  { message: "hw to charge phone wen no light fo nite duty, d generator dem off am 12 oclock an ma power bank don spoil. any trick?", intent: "off-topic" },
  { message: "will it rain in Kailahun tomorrow because I want to dry the cocoa on the mat", intent: "off-topic" },
  {
    message: "just curious, how much is a plot of land in Lumley these days roughly? a customer at the bar says 50,000 dollars and I think he is lying",
    intent: "off-topic",
  },
  { message: "who won the Leone Stars match yesterday", intent: "off-topic" },
  { message: "Tell me a joke about lawyers, I need to cheer up my staff", intent: "off-topic" },
  { message: "which container shipping line is cheapest from Beirut to Freetown right now", intent: "off-topic" },
  { message: "what's the capital of Lebanon? settling an argument at the bar", intent: "off-topic" },
  { message: "Can you translate 'court case' into French for my son's homework?", intent: "off-topic" },
  { message: "where can i buy good court shoes for my graduation in Freetown", intent: "off-topic" },
  { message: "write a story for children about a fair judge and a clever tortoise", intent: "off-topic" },
  { message: "wetin mek cocoa leaf dem de turn yala", intent: "off-topic" },
  { message: "how do i make a protest placard that doesn't get destroyed by rain lol", intent: "off-topic" },
  { message: "What time does the ferry to Lungi leave in the morning?", intent: "off-topic" },
  { message: "my whatsapp not sending pictures, how to fix", intent: "off-topic" },
  {
    message:
      "Recipe for cassava leaf with fish for 50 people — church harvest is next Sunday and the sisters want to know how many bundles of leaf and how much palm oil to buy.",
    intent: "off-topic",
  },
  { message: "Who is the current Chief Justice of Sierra Leone and how old is she?", intent: "off-topic" },
  { message: "can u sugest nice music fo nite shift so a nor sleep", intent: "off-topic" },
  { message: "how many hours flight from Freetown to Beirut with transit", intent: "off-topic" },
  { message: "Give me a motivational quote about hard work for the notice board in the factory canteen", intent: "off-topic" },
  { message: "what is the meaning of the word 'tenant' in Krio", intent: "off-topic" },
  { message: "Which beach is better for tourists, Lumley or River No. 2?", intent: "off-topic" },
  {
    message:
      "Write a sermon outline on Ruth and Naomi, widowhood and faithfulness, for our women's convention in December. Three points and a closing prayer please. Many of our women are widows.",
    intent: "off-topic",
  },
  { message: "price of a 40 foot container of rice landed in Freetown?", intent: "off-topic" },
  { message: "who wrote the Sierra Leone national anthem", intent: "off-topic" },
  {
    message:
      "Can you summarise the plot of the film 12 Angry Men for my debate club? We're doing a session on jury systems vs judge-only trials and I need a quick overview for the intro.",
    intent: "off-topic",
  },
  { message: "mi fon screen don brok, usai a go fix am na Makeni?", intent: "off-topic" },
  { message: "what fertiliser is good for young cocoa trees", intent: "off-topic" },
  {
    message: "how do I set up mobile money payments for customers at my bar, Orange or Africell which is better? tourists keep asking and I lose sales",
    intent: "off-topic",
  },
  { message: "best boots for security guard standing whole night", intent: "off-topic" },
  { message: "Is it safe to swim at Aberdeen beach in August?", intent: "off-topic" },
  {
    message: "Write a rap verse about police brutality for our end-of-semester concert, mix Krio and English, 16 bars, mention justice and the youth",
    intent: "off-topic",
  },
  { message: "Can you solve this maths: a worker earns 1,200 Leones per hour for 9 hours a day, how much in 26 days?", intent: "off-topic" },

  // ── greeting ──
  { message: "kushe", intent: "greeting" },
  { message: "Good morning, hope you are well", intent: "greeting" },
  { message: "hello hello is this the lawyer people, I am speaking from Kailahun, good morning to you all", intent: "greeting" },
  { message: "Kushe o, aw di bodi", intent: "greeting" },
  { message: "Hi there", intent: "greeting" },
  { message: "Good evening", intent: "greeting" },
  { message: "heyy", intent: "greeting" },
  { message: "Blessed morning to you, beloved. Hope the Lord kept you well through the night.", intent: "greeting" },
  { message: "helo gud nite", intent: "greeting" },

  // ── thanks ──
  { message: "tenki tenki", intent: "thanks" },
  { message: "Thanks, that's helpful.", intent: "thanks" },
  { message: "Ok thank you very much God bless you and your work, the women will be so happy to hear this. We will pray for the firm.", intent: "thanks" },
  { message: "appreciate it, cheers", intent: "thanks" },
  { message: "Tenki ya, God go bless una", intent: "thanks" },
  { message: "Noted, thanks.", intent: "thanks" },
  { message: "tnx bos", intent: "thanks" },
  { message: "thank you so much the information help me plenty, now I know what to do when I reach Freetown, God bless", intent: "thanks" },

  // ── goodbye ──
  { message: "ok bye", intent: "goodbye" },
  { message: "thanks, that's all for now, bye", intent: "goodbye" },
  { message: "A de go, we go tok bak", intent: "goodbye" },
  { message: "Regards.", intent: "goodbye" },
  { message: "Alright, see you Monday then. Stay blessed, and greet the lady lawyer for me. I will come with Sister Mariama.", intent: "goodbye" },
  { message: "later", intent: "goodbye" },
  { message: "ok tenki, bye bye", intent: "goodbye" },

  // ── services ──
  { message: "what kind of cases una de handle", intent: "services" },
  { message: "Please list your practice areas.", intent: "services" },
  { message: "so what does this firm actually do, like what type of law", intent: "services" },
  { message: "Dear Sir/Madam, I write to enquire about the range of legal services your chambers offers to small businesses.", intent: "services" },
  { message: "Wetin una de du na dis ofis?", intent: "services" },
  { message: "Which areas of law do you cover? I run a bar and might need different things", intent: "services" },
  { message: "does your firm only do court cases or other things too", intent: "services" },
  {
    message:
      "What services do you offer? We have many women in the church with family or property problems and I want to tell them about you at our Thursday fellowship, so I need to explain what you do.",
    intent: "services",
  },
  { message: "wat servis una get? a de wok security bot a get land an famili palaver too, so a wan no if una go ep wit ol dem tin", intent: "services" },
  {
    message:
      "do u guys handle all types of law or just some? our union keeps getting calls about everything from evictions to arrests and i want to know what to send your way",
    intent: "services",
  },
  {
    message:
      "please which work you people do, I want know before I come from Kailahun because the transport money is plenty and I don't want come for nothing if you no do my kind of case",
    intent: "services",
  },
  {
    message:
      "Services offered? We are an import-export firm (general goods, Beirut–Freetown) considering retaining local counsel. Please outline practice areas.",
    intent: "services",
  },

  // ── team ──
  { message: "who are the lawyers in this firm", intent: "team" },
  { message: "Can I see the list of your attorneys and what each one does?", intent: "team" },
  { message: "Udat na di lawyer dem na una ofis?", intent: "team" },
  { message: "how many lawyers work there", intent: "team" },
  { message: "Kindly share the names of your partners.", intent: "team" },
  {
    message:
      "are there any women lawyers on your team? some of our sisters prefer to talk to a woman, especially about marriage matters. Please tell me the names of the lawyers.",
    intent: "team",
  },
  { message: "who works at kamara chambers", intent: "team" },
  { message: "wich lawyers una get", intent: "team" },
  {
    message: "Who is on your team? I'm collecting names of lawyers for the workers' welfare committee at the factory, just want to know who is there first.",
    intent: "team",
  },
  {
    message:
      "tell me about your team, are they experienced? our student union is putting together a list of lawyers we can trust, so names and backgrounds would help",
    intent: "team",
  },
  { message: "do una get lawyer dem wey sabi provinces palaver", intent: "team" },
  { message: "Team? as in who exactly are your lawyers, names and what they do, I'm making a list for the union's legal aid page", intent: "team" },

  // ── contact ──
  {
    message:
      "how I fit reach una from Kailahun, I no de come Freetown quick, only when I sell cocoa I go come. I want talk to una before that. Which way is best",
    intent: "contact",
  },
  { message: "what's the best way to get in touch with you guys?", intent: "contact" },
  { message: "Please share your contact details.", intent: "contact" },
  { message: "Aw a go kontak una?", intent: "contact" },
  { message: "how do I contact the firm if the chat is offline", intent: "contact" },
  { message: "hw 2 contct una", intent: "contact" },
  { message: "Could you give me your contact information so I can pass it to a sister in church?", intent: "contact" },
  { message: "do you have whatsapp or any way to reach you", intent: "contact" },

  // ── phone ──
  { message: "wetin na una fon nomba", intent: "phone" },
  {
    message: "Phone number please, I want call the office on my break at the bar because I can't type long stories on this phone, the screen is cracked",
    intent: "phone",
  },
  { message: "can I just call someone? typing is hard for me with the phone, I am old and my eyes are not good. what is the number", intent: "phone" },
  { message: "Can I call the office? What number?", intent: "phone" },
  { message: "Which number I fit call, I dey inside farm and network only small so chat no de go well, only voice call small small", intent: "phone" },
  { message: "giv me d numba a go call wen a close duty", intent: "phone" },
  { message: "Is there a phone line for the office? My mother prefers to talk than type.", intent: "phone" },
  { message: "do you guys have a hotline", intent: "phone" },

  // ── email ──
  { message: "Email address? I prefer to communicate in writing so there's a record. Will send company documents as attachments.", intent: "email" },
  { message: "What email can I send documents to?", intent: "email" },
  { message: "I'd like to send a formal letter to the firm by email. Please provide the correct address.", intent: "email" },
  { message: "una email pls", intent: "email" },
  { message: "Can I email my question instead? what's the address", intent: "email" },
  { message: "what email do I send the pictures of the contract to", intent: "email" },
  { message: "a wan sen mail, us wan na una email", intent: "email" },

  // ── address ──
  { message: "where is your office located", intent: "address" },
  { message: "Usai una ofis de na Freetown?", intent: "address" },
  {
    message: "how do i get to your office from Aberdeen by keke? i close the bar at 2pm on Mondays so i can come then. which junction do i drop at",
    intent: "address",
  },
  {
    message:
      "I'm coming from Makeni on Tuesday by the Sababu bus, it drops at the PZ side. Which street is the office on and can I walk there from the bus stop?",
    intent: "address",
  },
  { message: "Directions please, from Wellington side", intent: "address" },
  { message: "which part of town una de, near cotton tree?", intent: "address" },
  {
    message: "Office address? I'm a security guard, I'll come after night duty in the morning, so I need the exact street and a landmark near it pls",
    intent: "address",
  },

  // ── hours ──
  { message: "what time una de open", intent: "hours" },
  { message: "Are you open on Saturday? I only have weekends free because of the bar", intent: "hours" },
  { message: "Are you open now?", intent: "hours" },
  { message: "wetin tem una de lok", intent: "hours" },
  { message: "What are your office hours?", intent: "hours" },
  { message: "is the office open today", intent: "hours" },
  {
    message: "Please are you open on Sundays after service? Many of the women can only come out on Sunday afternoon because of the market and their husbands.",
    intent: "hours",
  },
  { message: "wat tym una close evening", intent: "hours" },
  {
    message:
      "if I reach Freetown around 4 o'clock in the afternoon will I still meet the office open, because the road from Kailahun long and the poda poda de stop every place",
    intent: "hours",
  },
  { message: "Do you work on public holidays?", intent: "hours" },
  { message: "opening hours + days pls", intent: "hours" },
  { message: "Una de wok Satide?", intent: "hours" },
  { message: "I finish work at 5 at the factory in Wellington and traffic to town is terrible. Are you open after 5, even one day a week?", intent: "hours" },
  { message: "what days of the week can I come in", intent: "hours" },
  { message: "r una open 2moro mornin", intent: "hours" },
  {
    message: "Kindly confirm your working hours, including whether you are open on Saturdays, as our manager travels in from Bo during the week.",
    intent: "hours",
  },

  // ── booking ──
  {
    message:
      "I want to book a consultation with a lawyer. I'm the pastor's wife at a church in Calaba Town and a member needs help, I'd rather come in person with her than explain on chat.",
    intent: "booking",
  },
  { message: "a wan kam si lawyer Monde", intent: "booking" },
  { message: "can I see a lawyer on Thursday afternoon about my bar lease", intent: "booking" },
  { message: "Please schedule a meeting for me next week. Any day after Tuesday.", intent: "booking" },
  { message: "Please I want appointment for when I come to Freetown on the 14th, I will carry all the papers for the farm", intent: "booking" },
  {
    message:
      "I would like to bring three workers to meet a lawyer together about the pay issue at the plant. Can we book a slot next Wednesday afternoon? I'll arrange their time off.",
    intent: "booking",
  },
  { message: "Request: meeting with counsel Wednesday 10am.", intent: "booking" },
  { message: "how do i book an appointment", intent: "booking" },
  { message: "A wan mek appointment fo tok to lawyer bot mi man in famili", intent: "booking" },
  { message: "Can I talk to a lawyer tomorrow? Just 30 minutes", intent: "booking" },
  {
    message:
      "I'd like to arrange a consultation for a church member and I will accompany her, Friday if possible. She is shy, so a morning slot when the office is quiet would be best.",
    intent: "booking",
  },
  {
    message: "can a meet lawyer morning time afta nite duty? lik 9 or 9:30. i close 7am an i go need small time to reach town from Hastings",
    intent: "booking",
  },
  { message: "book me in for whatever day you have next week, any time after 2pm works, it's about the land my uncles sold in Bo", intent: "booking" },
  { message: "Is there any free slot this week to meet someone", intent: "booking" },
  {
    message:
      "our student union executive (7 people) wants to meet a lawyer as a group next Monday about what happened at the demonstration. can we book one session for all of us?",
    intent: "booking",
  },
  { message: "consultation tomorrow possible? I'm only in Freetown until Thursday, then I fly back to Beirut for two weeks.", intent: "booking" },
  { message: "I want to see a lawyer face to face, not chat", intent: "booking" },
  { message: "Abeg put mi nem fo si lawyer", intent: "booking" },
  { message: "appointment for land matter next week please, I have the survey plan", intent: "booking" },
  { message: "Can I meet with someone at the office on Monday morning? Also do you have parking there?", intent: "booking", also: ["knowledge:Parking"] },
  { message: "I need to sit down with a lawyer about the shipment. When can you see me?", intent: "booking" },
  { message: "pls can i cm see lawyer 2day", intent: "booking" },
  { message: "Dear Sir/Madam, I would be grateful if you could arrange an appointment for me at your earliest convenience.", intent: "booking" },
  { message: "i want to meet a lawyer please i coming from the village on friday", intent: "booking" },

  // ── knowledge:Fees ──
  {
    message: "how much una de tek fo consultation? a na widow, a nor get bigin moni, bot a wan somebody fo ep mi wit mi man in famili palaver",
    intent: "knowledge:Fees",
  },
  {
    message:
      "Is the first meeting free? Most of the women can't afford much and some are widows with no income. Do you have any arrangement for people who cannot pay?",
    intent: "knowledge:Fees",
  },
  { message: "what are your fees", intent: "knowledge:Fees" },
  {
    message:
      "please the money for lawyer, can I pay small small, after harvest I go pay the rest, because now the cocoa never ripe and I no get money for hand",
    intent: "knowledge:Fees",
  },
  { message: "do u do legal aid for students", intent: "knowledge:Fees" },
  { message: "Cost of initial consultation in USD please.", intent: "knowledge:Fees" },

  // ── knowledge:Languages spoken ──
  { message: "Una lawyer dem de tok Krio?", intent: "knowledge:Languages spoken" },
  {
    message: "my mother only speaks Mende, is there someone who can talk to her when she comes? she doesn't trust anything translated by the family",
    intent: "knowledge:Languages spoken",
  },
  { message: "Does anyone speak French or Arabic? My partner is more comfortable.", intent: "knowledge:Languages spoken" },
  {
    message:
      "can the lawyer speak Temne? some of the workers don't understand English well and I don't want to be the one translating for them in case they think I'm on management's side",
    intent: "knowledge:Languages spoken",
  },
  { message: "do you provide an interpreter", intent: "knowledge:Languages spoken" },
  { message: "lawyer sabi Kissi language? we people from Kailahun side", intent: "knowledge:Languages spoken" },

  // ── knowledge:Parking ──
  {
    message: "is there parking at your office? I'll be coming in the bar's van with stock in it so I need somewhere I can keep an eye on it",
    intent: "knowledge:Parking",
  },
  { message: "Where can I park the car when I come?", intent: "knowledge:Parking" },
  { message: "I'll be driving the company pickup. Any parking space nearby?", intent: "knowledge:Parking" },
  { message: "usai a go park mi motoka", intent: "knowledge:Parking" },
  { message: "parking available?", intent: "knowledge:Parking" },
  {
    message:
      "We are coming with the church bus on Friday, about 18 of us for support. Is there space to park it near the chambers or should the driver drop us and go?",
    intent: "knowledge:Parking",
  },

  // ── knowledge:What to bring ──
  {
    message:
      "what documents should I bring to the meeting? I have my employment letter, some payslips, the dismissal text message on my phone and my NASSIT card.",
    intent: "knowledge:What to bring",
  },
  { message: "Wetin a fo bring kam? A get mi man in det satifiket", intent: "knowledge:What to bring" },
  {
    message:
      "which papers I go carry for the farm case, I get the receipt from chief and one letter from the paramount chief office and the old map my papa draw by hand",
    intent: "knowledge:What to bring",
  },
  { message: "Do I need to bring the bill of lading and invoices to the consultation?", intent: "knowledge:What to bring" },
  { message: "what shud a carry wen a cum, my paysleep?", intent: "knowledge:What to bring" },
  { message: "anything I need to prepare or bring before the first meeting?", intent: "knowledge:What to bring" },

  // ── unknown ──
  { message: "?", intent: "unknown" },
  { message: "hmm", intent: "unknown" },
  { message: "I have a question", intent: "unknown" },
  { message: "hello yes the thing I was telling you the other one, the one with the man, you remember?", intent: "unknown" },
  { message: "wetin", intent: "unknown" },
  { message: "jjjjkk", intent: "unknown" },

  // ── area:family ──
  {
    message:
      "My husband died in March and now his family say the children must go live with his brother in Makeni because that is their custom. I raised these children alone while he was working in Kono. I need help with this matter, please.",
    intent: "area:family",
  },
  {
    message:
      "divorce. I have been married 12 years, we have been living separately since 2023, he is now with another woman in Bo. I just want it finished legally so I can move on with my life and my children. Can your family lawyers handle this?",
    intent: "area:family",
  },
  { message: "Wan uman na mi church wan divos in man afta 15 yia. Una go ep am?", intent: "area:family" },
  { message: "my baby father nor de gi mi notin fo di pikin, a wan lawyer fo dis", intent: "area:family" },
  {
    message:
      "I need help with child custody, my ex took our daughter to Bo for the holidays and won't bring her back for school. She's 7. I run a bar in Aberdeen and I can give her a proper home.",
    intent: "area:family",
  },
  { message: "we want to adopt a child from the orphanage in Waterloo. Do you handle adoption?", intent: "area:family" },
  { message: "Mi man in sista dem de tek ol in tin dem afta di beryal, di motoka, di shop. A nid lawyer fo di inheritance palaver", intent: "area:family" },
  {
    message: "Please help. One of our machine operators is going through a divorce and the husband wants everything. She asked me to find her a family lawyer.",
    intent: "area:family",
  },
  { message: "marriage registration for a Lebanese and Sierra Leonean couple, can you assist?", intent: "area:family" },
  {
    message:
      "custdy of my son, his mama de go Guinea wit am nex munt an she nor ask me. a de pay school fees evry term, a get d receipt dem. i need family lawyer pls",
    intent: "area:family",
  },
  {
    message:
      "My girlfriend is pregnant and her parents are asking for a lot. I want to do the proper customary marriage and register it. Is that something you help with?",
    intent: "area:family",
  },
  {
    message:
      "the wife don leave me and she carry the two children go her papa village near Pendembu, I want see my children, every time I go there her brothers chase me, I need lawyer for family matter please",
    intent: "area:family",
  },
  {
    message:
      "maintenance for my kids, he earns good money in the mining company in Tonkolili but sends nothing. I've got three children in school. Looking for a family lawyer.",
    intent: "area:family",
  },
  {
    message: "I'm a student and my parents are divorcing. My dad stopped paying my fees, which was part of the agreement. Who handles this?",
    intent: "area:family",
  },
  {
    message:
      "Good day. I'm helping an elderly widow in our church whose step-children are contesting her late husband's estate. She has the marriage certificate. She needs representation for the estate.",
    intent: "area:family",
  },
  {
    message:
      "family law matter pls. my sister in law wants to take the children from me since my husband died, she says they belong to the family, not to me. I am their mother.",
    intent: "area:family",
  },
  { message: "A don mared bot a nor wan stay wit am agen, e de drink evri de. Aw a go du fo lef am legally", intent: "area:family" },

  // ── area:business ──
  {
    message:
      "I want to register my beach bar as a limited company because a hotel wants to partner with me and they say they can only sign with a company. Can you help with the registration and what it involves?",
    intent: "area:business",
  },
  {
    message:
      "Company registration at OARG. Two foreign shareholders (Lebanese nationals), one Sierra Leonean director. Please advise on your service and the steps.",
    intent: "area:business",
  },
  {
    message:
      "we farmers in our section about 40 of us want to form cooperative business and register it properly so we can sell the cocoa ourself direct to exporter and no more middle man",
    intent: "area:business",
  },
  { message: "business licence renewal for the bar, the council say my papers not complete", intent: "area:business" },
  { message: "My partner and I want to split the import business. We need a proper partnership dissolution.", intent: "area:business" },
  {
    message: "Our factory wants advice on corporate governance — the board hasn't met in two years and shareholders are complaining.",
    intent: "area:business",
  },
  { message: "a wan register mi shop na Makeni, mi man bin de ron am bifo e day", intent: "area:business" },
  { message: "need help with a bank loan facility agreement for the company, bank wants guarantees", intent: "area:business" },
  {
    message:
      "startup registration for our student-run printing business. we're 4 final year students, we want a proper company with clear shares so nobody fights later",
    intent: "area:business",
  },
  {
    message:
      "I run a small security company with 20 guards and want to register it and get the licence from the ministry. rite now na just me name we de use. pls help wit d company papers",
    intent: "area:business",
  },
  { message: "Banking issue: our company account was frozen by the bank without explanation. Need corporate counsel.", intent: "area:business" },
  { message: "shareholders agreement for me and my two cousins, we are opening a restaurant in Lumley", intent: "area:business" },
  {
    message: "We are a group of women in the church who want to start a soap-making business together and register it. Who can guide us?",
    intent: "area:business",
  },
  {
    message:
      "biznes registreshon fo mi cookery shop na Makeni. mi man bin de ron am bot e nor bin rejista am. a wan do am corect wan naw so nobody go tek am from mi",
    intent: "area:business",
  },

  // ── area:shipping ──
  {
    message:
      "Container held at port for 3 weeks. Customs dispute over valuation of household goods. Storage charges accumulating daily. Need shipping lawyer. Please respond soon.",
    intent: "area:shipping",
  },
  { message: "Our cargo of frozen chicken arrived damaged. The carrier denies liability. Please assist with the claim.", intent: "area:shipping" },
  {
    message:
      "the cocoa we ship through the exporter to Europe, the exporter say the container get water inside during the voyage and the buyer reject all, now they want deduct from we farmers, I need shipping lawyer for cargo claim",
    intent: "area:shipping",
  },
  { message: "We bought a second-hand fishing boat in Tombo and the registration papers are a mess. Do you handle ships?", intent: "area:shipping" },
  { message: "freight forwarder lost two pallets of our stock between Beirut and Freetown. Seeking recovery.", intent: "area:shipping" },
  {
    message:
      "Machine parts for the factory stuck at customs at the Quay since October, agent says there's a classification issue and the duty has tripled. Production line 2 is down because of it. We need someone who handles port and customs matters.",
    intent: "area:shipping",
  },
  {
    message:
      "demurrage charges dispute with the shipping line. They invoiced 21 days but the delay was the terminal's fault. Need shipping counsel to contest. Documents available.",
    intent: "area:shipping",
  },
  { message: "maritime claim - vessel collided with our jetty at the beach bar and broke it, the owner refuses to pay", intent: "area:shipping" },
  {
    message:
      "a de gaad na port an dem se container los las week wen wi bin de duty. Dem wan blem wi guard dem an d shipping company de tok bot claim. Una sabi shipping case?",
    intent: "area:shipping",
  },
  { message: "Bill of lading irregularities. Consignee disputes. Require counsel experienced in shipping.", intent: "area:shipping" },
  { message: "mi man bin get container na wharf bifo e day, a nor no aw fo clear am", intent: "area:shipping" },
  {
    message:
      "we imported a generator for the church and the port wants extra duty we never heard about. It has been weeks. Who can help with port and customs issues?",
    intent: "area:shipping",
  },
  { message: "crew of a cargo ship not paid, they are at the port. does the firm do shipping law", intent: "area:shipping" },
  {
    message:
      "shipping problem, my goods them from China dey inside container at the port and the agent disappear with the money for clearing, who can help me with port and customs",
    intent: "area:shipping",
  },

  // ── area:land ──
  { message: "someone build on my land in Waterloo while I was in the provinces, I have the conveyance", intent: "area:land" },
  {
    message:
      "the chief give my farm land to another man from outside the chiefdom and he already plant there, the land is my grandfather own from long time, everybody in the village know, I need land lawyer to fight this",
    intent: "area:land",
  },
  { message: "Mi man in famili wan sell di famili lan na Makeni we wi de liv. A nid ep", intent: "area:land" },
  {
    message:
      "Landlord wants to evict me from the bar premises with two weeks notice because his nephew wants to open a restaurant there. I have a 3-year lease signed in 2024 and I've put a lot of money into the place.",
    intent: "area:land",
  },
  { message: "We want to buy a plot in Goderich for the company's staff quarters. Conveyancing needed.", intent: "area:land" },
  { message: "Boundary dispute with the neighbour of our factory in Wellington, he moved the beacons", intent: "area:land" },
  {
    message:
      "title deed lost in fire at my shop in Kissy last year together with the survey plan. I need a lawyer to help me get a replacement and make sure nobody uses the situation to claim my land.",
    intent: "area:land",
  },
  {
    message:
      "landd palava wit ma neba na Hastings, e don push d fence inside ma own wen a de nite duty, nearly 10 feet. a get ma survey plan. pls a need land lawyer",
    intent: "area:land",
  },
  {
    message:
      "Our church bought land in Waterloo 10 years ago and built a small chapel. Now another family claims it is family land and they have put a sign saying 'This land is not for sale'. We have a receipt and a survey plan. Please help us.",
    intent: "area:land",
  },
  { message: "Buying a house in Hill Station. I'd like a lawyer to check the title before I pay.", intent: "area:land" },
  {
    message:
      "tenant has not paid rent for 8 months on my flat in Kissy and refuses to leave, he even changed the padlock. my late husband built that flat for my pension. I need help to get him out legally",
    intent: "area:land",
  },
  {
    message:
      "student hostel landlord is kicking us all out mid-semester with no notice, 30 of us, after we paid the whole year upfront. he says he's selling the building. need a lawyer for this tenancy issue",
    intent: "area:land",
  },
  { message: "Wi wan sheb di lan we mi man lef bitwin di pikin dem, bot di papa dem nor klia", intent: "area:land" },
  {
    message:
      "I want sell my piece land in Kailahun town to a man from Freetown, he already give deposit, I want everything to be legal and the papers correct so no wahala after with my family or with him",
    intent: "area:land",
  },
  {
    message:
      "Family land in Bo, my uncles sold part of it without telling the rest of us. The buyer has started clearing. My grandmother is still living on the other part and she is very upset.",
    intent: "area:land",
  },
  {
    message:
      "land matter, the family in Kailahun want to share my late father land and they want to cut me out because I stay in the farm and not in town, please I need help",
    intent: "area:land",
  },
  { message: "The landlord of my guard post (we rent a small room for the guards) cut the electricity to force us out.", intent: "area:land" },
  { message: "I'd like help registering my land documents at the Ministry of Lands. The surveyor says the plan needs to be signed off.", intent: "area:land" },

  // ── area:arbitration ──
  { message: "We have a dispute with a supplier in Guinea and prefer not to go to court. Can you arrange arbitration?", intent: "area:arbitration" },
  {
    message:
      "the farmers association and the buyer company quarrel over the price for the last season and we want somebody neutral to sit with both side and settle it without court, you do that kind of work",
    intent: "area:arbitration",
  },
  { message: "Looking for a mediator between me and my business partner over the bar profits. We still want to stay friends.", intent: "area:arbitration" },
  { message: "Our contract has an arbitration clause. The other side has started proceedings. We need representation.", intent: "area:arbitration" },
  {
    message:
      "mediation between two shareholders of a trading company, both based in Freetown, relationship still workable. Prefer out-of-court settlement. Confidentiality important.",
    intent: "area:arbitration",
  },
  {
    message:
      "The factory and the workers' union can't agree on the new shift pay. Management would like a neutral mediator rather than a strike or court. I'm the supervisor caught in the middle and I've been asked to find someone.",
    intent: "area:arbitration",
  },
  {
    message:
      "Mi man in famili an mi want fo sidom an settul di palaver bot di shop bifo kort. Wi nor wan go kort bikos di pikin dem. Una get pesin we go sidom wit wi an tok fo ol sayd?",
    intent: "area:arbitration",
  },
  {
    message:
      "two members of our church had a business together and it went bad; the pastor doesn't want them in court against each other. Can someone mediate the dispute commercially?",
    intent: "area:arbitration",
  },
  { message: "Commercial dispute with contractor over warehouse construction. Open to arbitration. Please advise.", intent: "area:arbitration" },
  {
    message: "do una do arbitrashon? wi get palaver wit di company we rent wi di boat fo di cargo, bot wi nor wan go kort, e go tek too long",
    intent: "area:arbitration",
  },
  {
    message: "the student cooperative shop and our supplier disagree about the invoices. we'd rather do mediation, it's cheaper right?",
    intent: "area:arbitration",
  },
  { message: "we wan settle outside court with the company wey buy our cocoa, nobody want long case", intent: "area:arbitration" },
  {
    message:
      "Enforcement of a foreign arbitral award (ICC, Paris) against a Freetown company which owes us for goods. We require local counsel for recognition proceedings.",
    intent: "area:arbitration",
  },
  { message: "neutral person to settle dispute between my security company and client who won't renew, out of court pls", intent: "area:arbitration" },

  // ── area:contract ──
  {
    message:
      "I was dismissed from the factory after 9 years with no letter and no benefits. The manager just told me at the gate not to come back. I have my ID card and old payslips. I need help with unfair dismissal.",
    intent: "area:contract",
  },
  {
    message: "my company nor pay me salary 3 munt now, dem se money nor de bot d boss jus buy new jeep. we na 12 guard. I wan lawyer fo ol of we",
    intent: "area:contract",
  },
  { message: "A hotel ordered 200 crates of drinks from my bar supply side and never paid. We had a written agreement.", intent: "area:contract" },
  { message: "Draft and review of a distribution agreement with a Lebanese supplier.", intent: "area:contract" },
  {
    message:
      "the buyer sign paper with us farmers for 4 tonnes cocoa at fixed price and when harvest come he refuse take it, he say price drop for world market, now the cocoa de spoil for store. help",
    intent: "area:contract",
  },
  {
    message:
      "Several of my workers were laid off by head office with one day notice. As supervisor I want to help them understand their rights and get someone to take their case.",
    intent: "area:contract",
  },
  { message: "Mi man bin lend wan man moni wit agrement paper. Naw e day, di man se e nor go pay mi", intent: "area:contract" },
  {
    message:
      "employment contract review before I sign with a mining company in Kono. there's a clause about not working for any competitor for 3 years and I don't understand it. can someone go through it with me",
    intent: "area:contract",
  },
  {
    message:
      "Unpaid wages. Four of my casual labourers at the Wellington plant have not been paid for the last two months, payroll keeps saying next week. I want to point them to the right lawyer.",
    intent: "area:contract",
  },
  { message: "the NGO i interned at never paid my stipend even though it's in the internship contract", intent: "area:contract" },
  {
    message:
      "pastor's wife here. a contractor took money to build the church hall and stopped halfway. we have a signed contract and receipts for Le 180,000. the congregation contributed that money so we want it back or the work finished.",
    intent: "area:contract",
  },
  {
    message:
      "guard company sack me bekos a sik for 2 wiks wit malaria, a get doctor paper from Connaught. dem nor pay mi las munt an dem se a fo bring back d uniform",
    intent: "area:contract",
  },
  {
    message:
      "Breach of supply contract. Goods delivered to a Bo wholesaler (tiles, 2 containers), invoice unpaid 90 days. Need demand letter and follow-up. Agreement and delivery notes available.",
    intent: "area:contract",
  },
  { message: "I sold a generator to a man on agreement that he pays monthly, he paid two months and disappeared to Bo", intent: "area:contract" },
  {
    message:
      "contract law help please, I supplied 300 bags of cement to a contractor in Goderich on credit with a signed agreement to pay in 30 days, it's been 4 months",
    intent: "area:contract",
  },
  { message: "I need someone to draft a simple staff contract for the 6 people who work at my bar so everything is clear.", intent: "area:contract" },
  {
    message: "They promoted me to supervisor but kept paying me the old salary for a year. The promotion letter is in my file. Can the firm take this up?",
    intent: "area:contract",
  },

  // ── area:criminal ──
  { message: "What is the difference between bail and bond in Sierra Leone? Just curious after a lecture.", intent: "area:criminal" },
  {
    message: "My brother was released on bail last month and now has a court date. Can your firm represent him at the magistrate court?",
    intent: "area:criminal",
  },
  {
    message: "I received a police invitation letter to come and make a statement next week. I'm not arrested. I'd like a lawyer to come with me.",
    intent: "area:criminal",
  },
  { message: "mi pikin don kam out from polis bifo bifo, bot dem se e go go kort. una de handle dat kain case?", intent: "area:criminal" },
  { message: "A customer accused my bar of serving alcohol to minors. Nobody is arrested but I got a summons. Need defence.", intent: "area:criminal" },
  { message: "my fren dem bin hol am last month now e free, bot e wan sue polis fo dat. una de do dat?", intent: "area:criminal" },
  { message: "I have been charged with fraud at work and my case is at the magistrate court next month. I need a defence lawyer.", intent: "area:criminal" },
  { message: "dem don sumon mi fo go kort bot a nor du natin", intent: "area:criminal" },
  {
    message: "Some of us were arrested at the protest last month and released. Now we've been charged with unlawful assembly. Human rights lawyers?",
    intent: "area:criminal",
  },
  {
    message:
      "the man accuse me say I tief his cocoa from the drying floor and he go report me to police, they not arrest me yet but he de tell everybody for the town, I want lawyer to defend me before they come",
    intent: "area:criminal",
  },
  { message: "Our employee is accused of smuggling by customs. Not detained, but he has to report weekly. Criminal counsel needed.", intent: "area:criminal" },
  {
    message:
      "criminal defence needed for my brother in Kenema, he was granted bail last week after a fight at the market and the matter is going to the magistrate court in January",
    intent: "area:criminal",
  },
  {
    message: "I got a call that I am accused of receiving stolen goods at the bar. I have not been arrested. I want advice on defending myself.",
    intent: "area:criminal",
  },
  { message: "my cousin is on bail and the surety wants to withdraw, who can handle bail issues", intent: "area:criminal" },
  {
    message:
      "they accuse me of sleeping on duty and aiding robbery at d site, police invite me for statement on Monday, i nevr do notin, i need a lawyer to follow me pls",
    intent: "area:criminal",
  },
  {
    message: "A young man in our church was wrongly accused of assault. He is at home but has a court date. We want a good criminal lawyer for him.",
    intent: "area:criminal",
  },

  // ── attorneys ──
  { message: "Is Fatmata Kamara available? A woman in the church was told she is good with widows.", intent: "attorney:Fatmata Kamara" },
  { message: "I heard about Ibrahim Jalloh from the student union. Does he still take protest cases?", intent: "attorney:Ibrahim Jalloh" },
  {
    message: "Hawa Turay de handle will an famili lan? A yeri se na in sabi dat. Mi man nor rayt will bifo e day, an di famili lan na Makeni get wahala",
    intent: "attorney:Hawa Turay",
  },
  {
    message:
      "Please tell me about Isatu Bangura's experience with cargo claims. Our insurer suggested her name for a damaged-goods matter on a Beirut–Freetown shipment.",
    intent: "attorney:Isatu Bangura",
  },
];
