import type { LabelledMessage } from "./labelled-message";

// Gravediggers, cemetery keepers, undertakers, mortuary attendants and coffin makers: old King Tom gravedigger (Krio), young coffin maker (SMS), funeral-home owner (formal), mortuary attendant (voice-to-text), grieving daughter (typos), diaspora son in Germany (long emails), pastor (long stories), Guinean family (French mix)
export const DEVELOPMENT_HUNDRED_AND_TWENTY_SIXTH: LabelledMessage[] = [
  { message: "Good morning oh. Na me Pa Alimamy, grave digger na King Tom.", intent: "greeting" },
  {
    message:
      "hello police just come to the mortuary and they take my colleague Sorie they put him in the van they say he sell body part is not true please somebody help he is at the station now",
    intent: "urgent",
  },
  {
    message: "pls i mek 3 coffin 4 1 man frm wellington, he pay half, tek d coffin dem, now he nt ansa fone. i wan lawyer 2 collect ma moni",
    intent: "area:contract",
  },
  { message: "Abeg wetin I fit put na di grave wall mek rain nor spoil am? Di rainy season don cam and di sand de fall.", intent: "off-topic" },
  {
    message:
      "my fathr body de at the mortury 3 weeks now and they say we must pay 4 milion before dey relese him. is it even legal for them to keep a dead body bcause of money??",
    intent: "legal-question",
  },
  { message: "Good day. Could you kindly confirm your office hours for the coming week? I would like to call in person.", intent: "hours" },
  {
    message:
      "Brethren, I greet you in the name of the Lord. Our church has buried its members on a small piece of land behind the chapel at Kissy since 1978, and the elders bought it from the chief with papers. Last month a man came with surveyors and pillars and says the land is his, with a title deed from the Lands Ministry. The graves of our founding pastor and many saints are there. We need lawyers to stand for the church on this land matter.",
    intent: "area:land",
  },
  {
    message:
      "Bonjour, mon frère, they come to our house last night with cutlass because we refuse to give the plot where papa is buried, they say they will come back and kill us. Nous avons peur, we are hiding at my aunt place in Lumley.",
    intent: "safety",
  },
  {
    message:
      "Dear Sir or Madam, I am writing from Hamburg. Before I decide whom to instruct, could you tell me a little about your lawyers, how many you have and their experience? I have been away from Sierra Leone for twenty years and no longer know the legal community there.",
    intent: "team",
  },
  {
    message:
      "Abeg una hep me! Polis don hol mi pikin na Kingtom cemetery dis morning, dem se i dig grave we nor get permit. Dem carry am go Congo Cross station now now.",
    intent: "urgent",
  },
  { message: "hw much 4 1 sheet plywood nw in freetown? mahogany dem too dia", intent: "off-topic" },
  {
    message:
      "Dear Sir, I own Serenity Funeral Home in Wilberforce and I wish to register it as a limited company and bring in two shareholders who will finance a new cold room. Please advise whether your firm can handle the registration and the shareholders' agreement.",
    intent: "area:business",
  },
  { message: "helo gud evning", intent: "greeting" },
  {
    message:
      "my mama die last month and she lef a wil but my uncl hide it. me and my sistr dem wan help to get the wil and share her thing dem the way she want",
    intent: "area:family",
  },
  { message: "yes i would like to book a meeting with a lawyer on friday morning if possible about my salary at the mortuary thank you", intent: "booking" },
  {
    message:
      "Dear Sirs, I am a Sierra Leonean living in Cologne. In March I shipped a 20-foot container to Freetown with six caskets, a mortuary refrigerator and embalming supplies for my brother's funeral business. The container was held at Queen Elizabeth II Quay for seven weeks, and when it was finally opened the refrigerator was crushed. I would like your firm to pursue the shipping line and the port for the damage and the delay.",
    intent: "area:shipping",
  },
  {
    message:
      "Peace be unto you. One of the young men in my congregation, a grave digger at Ascension Town, has been charged in court for stealing clothes and rings from buried bodies. He swears he is innocent and his trial begins next month. He is out on bail but has no lawyer. Can your chambers defend him?",
    intent: "area:criminal",
  },
  { message: "wat ur fone numba pls", intent: "phone" },
  { message: "Di council nor pay we gravedigga dem for six mont now. Dem fit do dat by law? We fit tek dem go court en win?", intent: "legal-question" },
  { message: "S'il vous plaît, how to write a nice faire-part for my grand-mère funeral, in French and English both? C'est pour samedi.", intent: "off-topic" },
  {
    message:
      "pls pls dem tek my brotha frm d funral ground today, soldiers put him in dia vehicle, we no no wher dem carry am. he just argu wit dem about the grave",
    intent: "urgent",
  },
  { message: "Good afternoon. I would be grateful for a brief summary of the areas of law in which your chambers practises.", intent: "services" },
  {
    message:
      "Hello, my cousin and I co-own a funeral parlour in Bo. We disagree about the profits and I do not want this to go to the High Court where it could take years. Is it possible for your firm to arrange an arbitration or mediation between us? I would attend by video from Germany.",
    intent: "area:arbitration",
  },
  {
    message:
      "there is a crowd outside the mortuary gate they are saying we are using bodies for juju and they are throwing stones I lock myself inside the cold room office please what can I do",
    intent: "safety",
  },
  { message: "u open 2moro sat?", intent: "hours" },
  {
    message:
      "good morning I have worked as mortuary attendant at the government hospital for four years they never give me appointment letter and they owe me 9 months salary I want a lawyer to help me claim it",
    intent: "area:contract",
  },
  { message: "Could you please send me your email address so I can forward the scanned documents regarding my late father's estate?", intent: "email" },
  {
    message:
      "Pastor here. Can you suggest three hymns suitable for the burial of a young mother? The family is heartbroken and I want the singing to comfort them.",
    intent: "off-topic",
  },
  {
    message:
      "Di man we sell me di grave for me wife na Ascension Town, i don sell di sem grave to anoda famili. Dem don bury dia papa pan top am. I wan lawyer for dis lan palava.",
    intent: "area:land",
  },
  { message: "hmm ok", intent: "unknown" },
  {
    message:
      "Allô, my uncle Mamadou, il travaille au cimetière de Kissy, police arrest him yesterday night and he still in the cell at Kissy station. Aidez-nous svp.",
    intent: "urgent",
  },
  {
    message:
      "If a client signs for a complete funeral package and then disputes the bill after the burial, am I entitled to keep the deceased's personal effects until the balance is paid?",
    intent: "legal-question",
  },
  { message: "how much una de charj for lawyer? we no get moni after the funral", intent: "knowledge:Fees" },
  {
    message: "I would like to come with two of our church elders to sit down with one of your lawyers next week. Kindly fix a date for us.",
    intent: "booking",
  },
  {
    message: "polis sey dey wan me 4 questn on monday abt som coffin wood dey sey i tif from sawmill. i nevr tif. i wan lawyer go wit me",
    intent: "area:criminal",
  },
  { message: "what is the correct temperature setting for a mortuary freezer to keep bodies for one month", intent: "off-topic" },
  {
    message: "my husbnd family dey beat me since my husbnd die, dey say i kill am, dey shav my hed by force. am hidin in church now. pls hep",
    intent: "safety",
  },
  { message: "Usai una ofis de? Me nor sabi read map. En una de open Satide?", intent: "address", also: ["hours"] },
  {
    message:
      "Dear Kamara & Associates, my father passed away in Makeni in January. He left a house, a shop and some money in the bank, but no will that we know of. I am the eldest son and live in Frankfurt; my siblings are in Freetown. We need someone to apply for letters of administration and help us share the estate fairly. Please let me know if this is something you handle.",
    intent: "area:family",
  },
  { message: "What are the various ways in which I may get in touch with your chambers?", intent: "contact" },
  { message: "Bonsoir à tous, good evening.", intent: "greeting" },
  {
    message:
      "Urgent! Our church caretaker who keeps the cemetery was picked up by men from CID an hour ago at the burial ground. They did not say why. Please send someone to the CID headquarters.",
    intent: "urgent",
  },
  { message: "me n ma 2 paddy dem wan opn coffin wokshop togeda. hw we go regista d biznes proper?", intent: "area:business" },
  { message: "Na which team win di match yestede? Me radio bin spoil.", intent: "off-topic" },
  {
    message:
      "My stepmother says that under customary law the widow inherits everything and the children from the first marriage get nothing. Is that correct? What share would I be entitled to as a son?",
    intent: "legal-question",
  },
  { message: "una get woman lawya deh? i go feel fre to talk to woman", intent: "team" },
  {
    message:
      "Our consignment of forty imported caskets from Guangzhou arrived at Queen Elizabeth II Quay with water damage, and customs are now demanding additional duty. We require legal assistance with both the cargo claim and the customs matter.",
    intent: "area:shipping",
  },
  { message: "C'est ouvert à quelle heure le matin? What time you open?", intent: "hours" },
  {
    message:
      "Two burial societies in my parish have quarrelled for a year over money collected for a shared hearse. The members agreed to settle it outside court before a neutral person. Does your firm do that kind of mediation?",
    intent: "area:arbitration",
  },
  { message: "can i bk apointmnt wit lawyer 4 wed pls", intent: "booking" },
  {
    message:
      "the city council gave part of the kingtom cemetery land to a private company to build shops and they already start clearing graves we the workers and some families want a lawyer to challenge it",
    intent: "area:land",
  },
  {
    message: "dem jus arest ma boss @ d workshop, polis sey d coffin we mek 4 som big man get drug inside. dem tek am go Central. pls hlp quick",
    intent: "urgent",
  },
  { message: "Tenki tenki ya. God bless una.", intent: "thanks" },
  { message: "how to stop cryin at nite since my father die? i no de sleep", intent: "off-topic" },
  {
    message:
      "Dear Sir, in January my funeral home contracted a carpenter in Waterloo to supply twenty hardwood coffins per month. We paid three months in advance, amounting to Le 45,000,000, and he has delivered only six coffins, most of them poorly finished. We have a signed written agreement. We would like your firm to enforce it or recover our money.",
    intent: "area:contract",
  },
  {
    message:
      "My mother in Freetown called me crying: the men who took the family burial plot came to her house, broke the windows and said if she goes to the police they will burn the house with her inside. She is alone. What can be done to protect her now?",
    intent: "safety",
  },
  {
    message:
      "Notre famille bought a grave place at Kissy cemetery for papa, we have the receipt. Now the keeper say the place is sold to other people. C'est qui le vrai propriétaire? Who has the right on this grave?",
    intent: "legal-question",
  },
  {
    message:
      "my cousin is accused of desecrating a grave at regent the case is at the magistrate court on the 14th he is on bail we need a lawyer to defend him",
    intent: "area:criminal",
  },
  {
    message:
      "I have heard good things of Mr Ibrahim Jalloh from a member of my flock. Is he still with your chambers, and does he take matters in the provinces?",
    intent: "attorney:Ibrahim Jalloh",
  },
  { message: "Could you recommend a reliable supplier of embalming fluid in Freetown?", intent: "off-topic" },
  {
    message:
      "they have locked up the mortuary supervisor and two attendants since yesterday at eastern police because a body went missing nobody has seen a lawyer yet please can someone go",
    intent: "urgent",
  },
  { message: "Vous parlez français? My mother she don't speak English well, only French and Pular.", intent: "knowledge:Languages spoken" },
  {
    message:
      "A young widow in our church lost her husband, a coffin maker, last month. His brothers have taken the two children to the village and refuse to return them to her. She wants her children back. Can your family lawyers help her?",
    intent: "area:family",
  },
  { message: "wat kind cases u do?", intent: "services" },
  { message: "Polis don cam ya na di cemetery gate en dem de tek me broda Foday now now. Dem se na im tif di marble slab. Abeg cam!", intent: "urgent" },
  {
    message:
      "Good evening. I want to invest about 60,000 euros with a partner in Freetown to build a modern funeral home with a cold room. Before I send any money, I want a lawyer to check his company documents and prepare an investment agreement that protects me.",
    intent: "area:business",
  },
  { message: "hw 2 polish coffin mek e shine lk glass", intent: "off-topic" },
  { message: "can the council sack me for speaking on radio about the unpaid salary of the gravediggers is that allowed", intent: "legal-question" },
  { message: "Le numéro WhatsApp svp? I want to send voice message.", intent: "phone" },
  {
    message:
      "Dem bring me broda im body from Conakry by ship, but di port pipul dem na Queen Elizabeth Quay nor wan release di coffin, dem se di papers nor complete. Una de handle dis kain port palava?",
    intent: "area:shipping",
  },
  { message: "som guys dey folow me since i reportd dem 4 diggin old graves. dey sey dey go kill me 2nite. am scared", intent: "safety" },
  { message: "what time do you close on fridays I finish work at four", intent: "hours" },
  {
    message:
      "We hold an arbitration award in our favour against a cemetery management company that refuses to pay. We now need assistance enforcing the award. Is this within your practice?",
    intent: "area:arbitration",
  },
  { message: "Kindly arrange an appointment for me with a partner at your earliest convenience regarding a commercial matter.", intent: "booking" },
  {
    message:
      "Nous avons payé a carpenter in Kissy for the coffin of my father, 3 millions leones, he never deliver, we had to buy another one the day of burial. Je veux récupérer l'argent, can your firm help?",
    intent: "area:contract",
  },
  {
    message:
      "I will be in Freetown from 3 to 17 August. I would like to schedule a consultation with one of your lawyers during that period, preferably early in the first week.",
    intent: "booking",
  },
  {
    message: "dem catch my brodr at mortuary wen he go see my papa body, dem say he break the door, now he de in cell at lumley police sinc yestaday. help",
    intent: "urgent",
  },
  { message: "Wetin be di weather tomorrow? We get burial for 10 o'clock.", intent: "off-topic" },
  {
    message:
      "A member of my church paid the council for a family vault at Ascension Town in 2015 and has the receipt. This year the council says all vaults older than ten years can be reused and gave him two weeks to remove the remains. Can the council lawfully do this, and does his receipt give him any right to keep the vault?",
    intent: "legal-question",
  },
  { message: "How many lawyers practise at your chambers, and are they all based in Freetown?", intent: "team" },
  { message: "Could you please give me the exact address of your office? My brother will deliver some documents by hand.", intent: "address" },
  {
    message:
      "Mon cousin is accused of robbing a grave at Grafton, the police finish investigation and the case go to court. On a besoin d'un avocat pour la défense.",
    intent: "area:criminal",
  },
  { message: "Is there parking available at your premises? I shall be driving the funeral home van.", intent: "knowledge:Parking" },
  { message: "pls i need", intent: "unknown" },
  {
    message: "what documents should i bring when i come to see the lawyer about my unpaid salary appointment letter pay slip or what",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "My late father bought a plot at Hill Station in 1994 and we want to build a family mausoleum and a house there. Before we start, I would like a title search to confirm the land is still registered in his name. Can your land lawyers do this?",
    intent: "area:land",
  },
  {
    message:
      "Please, a widow in my congregation just called me: her in-laws are at her door with sticks saying she must drink the water used to wash her dead husband to prove she did not kill him. She is terrified. What do we do right now?",
    intent: "safety",
  },
  {
    message:
      "I write with great urgency. Two of my staff were detained this morning at Waterloo police station after a family complained about a delayed burial. They remain in custody and have not been charged. We require a lawyer immediately.",
    intent: "urgent",
  },
  { message: "How I go fit reach una? Fone, or I go cam dey?", intent: "contact" },
  { message: "if sum1 order coffin en die b4 payin, can i tek d moni frm his famly by law?", intent: "legal-question" },
  {
    message: "Could you give me an idea of your fees for handling an estate and letters of administration? Is payment in instalments possible?",
    intent: "knowledge:Fees",
  },
  {
    message:
      "Mon père et moi we want to open a branch of our pompes funèbres business from Conakry here in Freetown. Comment faire the registration of foreign company? You handle this?",
    intent: "area:business",
  },
  {
    message: "Beyond land and family matters, what other kinds of cases does your chambers take on? Our church members come to me with all sorts of troubles.",
    intent: "services",
  },
  {
    message: "my late wife left a small girl and my wife's sister wants to adopt her properly we need a lawyer to do the adoption papers",
    intent: "area:family",
  },
  { message: "ur email pls", intent: "email" },
  { message: "Thank you very much for your quick reply. It is a great relief.", intent: "thanks" },
  { message: "me n d guy wey supply wood get palava bout moni, we agree 2 settle outside court. u do mediation?", intent: "area:arbitration" },
  { message: "i wan see lawya abt my papa body wen una free", intent: "booking" },
  { message: "That is all for today. Goodbye, I will write again next week.", intent: "goodbye" },
  { message: "d wood we order frm liberia by ship reach d quay broken n wet. d ship company nt wan pay. u fit hlp?", intent: "area:shipping" },
  { message: "Good morning and blessings to you all at the chambers.", intent: "greeting" },
  {
    message:
      "My brother just called me from Freetown: police are at our family house right now taking my father away, they accuse him of burying a relative on disputed land. He is 74 and sick. Please send someone!",
    intent: "urgent",
  },
  { message: "i rent small lan by d cemetery 4 ma coffin shed, landlord wan tro me out b4 d lease finish. i wan lawyer", intent: "area:land" },
  { message: "What Bible verse would you suggest for the headstone of a child? I want something gentle for the parents.", intent: "off-topic" },
  { message: "my brodas say bcos am woman i no get right to my papa house afta he die. is dat true? can dem tek evriting?", intent: "legal-question" },
  { message: "Una de open Sonde? Na Sonde nomo me get tem.", intent: "hours" },
  {
    message:
      "Some boys dem wit cutlass de wait me na di cemetery every nite, dem se if I nor gi dem di grave dem fo sell, dem go chop me. I nor de sleep na me os.",
    intent: "safety",
  },
  {
    message:
      "One of my drivers has been summoned to appear before the magistrate for dangerous driving of a hearse. He is not in custody. We wish to engage counsel to represent him at the hearing.",
    intent: "area:criminal",
  },
  { message: "Je voudrais prendre rendez-vous with a lawyer for my family, we come on Tuesday if possible.", intent: "booking" },
  { message: "can you help me write a job application letter for the post of mortuary technician at connaught hospital", intent: "off-topic" },
  {
    message: "bro dem lok me up @ kissy station sinc las nite, dey sey i sel coffin wey dem tif. i dey tex frm ma fren fone. pls send lawyer",
    intent: "urgent",
  },
  { message: "Tell me, how many of your lawyers are women? Some of the widows I counsel would only speak to a lady.", intent: "team" },
  {
    message:
      "Dear Sir/Madam, for my mother's funeral in April I paid a Freetown undertaker 12,000,000 leones by bank transfer for a full service: coffin, hearse, embalming and a tent. On the day there was no tent, the hearse never came and the coffin was a cheap one, not the one in the photos. I have the receipts and all the WhatsApp messages. I want to hold him to what we agreed and recover what I paid for services not provided.",
    intent: "area:contract",
  },
  { message: "wer una ofic de pls? i de cam frm waterloo", intent: "address" },
  {
    message:
      "if the family does not come for a body after three months can the hospital bury it in the paupers section without their permission is that lawful",
    intent: "legal-question",
  },
  {
    message: "Me wef die las year. Im sista dem wan tek di pikin dem go Kono. Me na di papa. I wan lawyer fo mek di pikin dem stay wit me.",
    intent: "area:family",
  },
  { message: "which glue strong pass 4 joint wood wen e de rain", intent: "off-topic" },
  {
    message:
      "A member of my church imports caskets and funeral tents from Antwerp. His chartered vessel was delayed and the charterer refuses to pay demurrage, saying the delay was caused at Queen Elizabeth II Quay. He has asked me to find him lawyers for this shipping dispute. Does your firm deal with such matters?",
    intent: "area:shipping",
  },
  { message: "una de speak krio? my inglish no too gud", intent: "knowledge:Languages spoken" },
  {
    message:
      "Au secours! La police, they take my father from the cemetery of Kissy where he is guardian, right now, they push him in the car. Please help quick.",
    intent: "urgent",
  },
  {
    message:
      "I want to borrow money from the bank to open a small private mortuary in kenema the bank is asking for a business plan and company registration can your business lawyer help me with that",
    intent: "area:business",
  },
  {
    message:
      "I must report that my funeral home in Kissy has received threatening letters saying my staff will be harmed if we continue to bury people on the disputed plot. Tonight a man was seen outside with a gun. My staff are frightened for their lives.",
    intent: "safety",
  },
  {
    message:
      "Notre entreprise de pompes funèbres in Conakry has a contract with a company here in Freetown with an arbitration clause. They don't pay. On veut lancer l'arbitrage. You can represent us?",
    intent: "area:arbitration",
  },
  { message: "Could you tell me whether your office stays open over lunch? I will be calling from Germany, which is one or two hours ahead.", intent: "hours" },
  { message: "Wetin na di price fo bag cement now? Me wan bil tomb fo me mama.", intent: "off-topic" },
  {
    message:
      "Are funeral homes in Sierra Leone legally required to hold a licence from the Ministry of Health, and what penalties apply if we operate without one?",
    intent: "legal-question",
  },
  { message: "what is the phone number for the office please I want to call", intent: "phone" },
  {
    message: "dey arest my mama at the hospital becos she no pay for the mortuary and she shout at dem. she de in polis van now. pls hep us",
    intent: "urgent",
  },
  {
    message:
      "Mon grand-père bought land in Bonthe to make a family cemetery, now the chief give it to another family. On a les papiers. We need lawyer for the land.",
    intent: "area:land",
  },
  { message: "Una de handle all kain case? Wetin una de do?", intent: "services" },
  { message: "Is there somewhere safe to park a rented car near your office? I will be driving myself.", intent: "knowledge:Parking" },
  {
    message: "my brodar don get case for court say he dig old grave fo tek bone. he no do am. he out on bail. pls we need lawya fo defend am",
    intent: "area:criminal",
  },
  {
    message: "I should like to arrange a consultation with your contract lawyer concerning supplier disputes. Tuesday or Wednesday afternoon would suit me.",
    intent: "booking",
  },
  { message: "C'est quoi le prix d'un billet Conakry-Freetown by bus? Pour venir à l'enterrement.", intent: "off-topic" },
  {
    message:
      "Brethren, I am writing from the police post at Waterloo. They have held our cemetery keeper here since yesterday evening without food. His wife is weeping at the gate. Please come.",
    intent: "urgent",
  },
  { message: "if i bild coffin en d customa refuse it sey e nt fine, he get rite 2 get moni back?", intent: "legal-question" },
  { message: "tank u so much una help me", intent: "thanks" },
  {
    message: "Could you list all the ways I can contact your firm from abroad, phone, WhatsApp, email? International calls are expensive for me.",
    intent: "contact",
  },
  {
    message: "Council sack me en four oda gravedigga, nor pay we last tree mont, nor gi we nor paper. We wan lawyer fo fight fo we moni.",
    intent: "area:contract",
  },
  { message: "my frend tell me abt Hawa Turay, she de do will and family lan matter? can i talk to her", intent: "attorney:Hawa Turay", also: ["booking"] },
  {
    message:
      "Sisters from my church tell me the undertaker's wife is being beaten every night since their business failed. Last night he beat her until she could not stand and said next time he will finish her. She is with us at the mission house. What should we do?",
    intent: "safety",
  },
  { message: "wat food u cook fo 40 day memoria? i no no wat to mek", intent: "off-topic" },
  {
    message:
      "I wish to make a will so that my funeral business and my house pass properly to my children. Please advise whether your family department prepares wills.",
    intent: "area:family",
  },
  { message: "me and my sisto wan start small funeral decoration biznes. how we go register am and open bank account fo di company?", intent: "area:business" },
  { message: "Vous êtes ouverts le samedi matin? We can come only samedi.", intent: "hours" },
  { message: "Ok, a de go now. Bye bye.", intent: "goodbye" },
  {
    message:
      "my brother is a gravedigger at kingtom he was taken by the police this morning they say he stole a coffin they are holding him at central police now and they are asking money for bail please help",
    intent: "urgent",
  },
  {
    message:
      "My company in Bremen chartered space on a vessel to carry refrigerated mortuary cabinets to Freetown. The charter party says delivery within 30 days; it took 75 days and the cabinets were damaged. I need a shipping lawyer in Freetown to handle the claim at the port.",
    intent: "area:shipping",
  },
  { message: "May I have your email address for formal correspondence?", intent: "email" },
  {
    message:
      "A grieving family in my parish buried their son in a grave they later learned belonged to another family, who now demand that the body be dug up. Does the law allow them to force an exhumation, and who would bear the cost?",
    intent: "legal-question",
  },
  { message: "hw many lawyer u get der?", intent: "team" },
  { message: "is it true that formalin can make you sick if you work with it every day what mask should I use", intent: "off-topic" },
  {
    message:
      "We gravedigga association en di contractor get palava ova moni, di two side dem don gree fo sidom wit one pesin fo judge am. Una de do dat kain tin?",
    intent: "area:arbitration",
  },
  {
    message:
      "the men who were stealing bodies from the mortuary found out I reported them tonight they waited for me at the gate with machetes I ran and I am hiding in a shop near the hospital now",
    intent: "safety",
  },
  { message: "pls can i get apoinment wit lawya on monday", intent: "booking" },
  {
    message:
      "Please be advised that the police arrived at our premises twenty minutes ago and are presently removing our mortuary manager in handcuffs. No explanation has been given. We urgently need a criminal lawyer to attend.",
    intent: "urgent",
  },
  { message: "hw much 4 1st meetin wit lawyer? i de manage", intent: "knowledge:Fees" },
  {
    message:
      "Our church runs a burial society where members pay monthly so that each family can afford a decent funeral. It has grown large and the elders want it properly registered, with a board and rules so no one can misuse the money. Can your business lawyers help us set it up?",
    intent: "area:business",
  },
  { message: "d man wey no pay 4 coffin don cum ma shop wit 3 boys, sey if i talk bout d moni agen dey go bit me kil. dey outside nw", intent: "safety" },
  { message: "Could you advise on the best make of hearse to import? I am considering a Mercedes or a Toyota.", intent: "off-topic" },
  {
    message:
      "My family owns land at Goderich where my grandparents are buried. A neighbour has moved the boundary pillars and built a wall across part of the graves. I need a lawyer to survey the boundary and stop him.",
    intent: "area:land",
  },
  { message: "Una get place fo park me okada?", intent: "knowledge:Parking" },
  {
    message: "Dem don charge me kompin fo court se na im bin tif di iron gate na cemetery. Di case de na Magistrate Court numba tu. Una go fit defend am?",
    intent: "area:criminal",
  },
  { message: "Vous faites quels types d'affaires? Family, land, business?", intent: "services" },
  {
    message: "Dem don tek me kompin Sheku wey de dig grave wit me, dem lok am na Kingtom polis since yestade. Dem se na im spoil di council fence.",
    intent: "urgent",
  },
  {
    message:
      "Papa died in Freetown and we want to take him to Conakry to bury. The hospital say we need permission and to pay fees. C'est la loi? Do we need a court paper to move a body across the border?",
    intent: "legal-question",
  },
  {
    message:
      "We are about to sign a five-year supply agreement with a timber merchant for coffin wood. I would like your contract lawyers to review the draft before we sign.",
    intent: "area:contract",
  },
  {
    message:
      "My younger brother in Freetown has been charged with fraud after a customer said his funeral home took money for a burial plot that did not exist. He is on bail and the case is in the High Court. I want to hire a defence lawyer for him.",
    intent: "area:criminal",
  },
  { message: "hi good afternoon", intent: "greeting" },
  { message: "Kindly give me a number I can call to speak to someone at the chambers.", intent: "phone" },
  { message: "hw i fit reach una? fone, whatsapp, anytin", intent: "contact" },
  { message: "Usai I go buy correct shovel en pick-axe wey strong? Di one dem na market don spoil one time.", intent: "off-topic" },
  {
    message:
      "I signed a contract with a private mortuary they said I will be permanent after six months it has been two years and they still pay me daily with no contract I want a lawyer to review my contract and help me",
    intent: "area:contract",
  },
  {
    message:
      "Please, urgent. My cousin who works at the Kingtom cemetery office was detained today at Ross Road police station over missing burial fees. He has diabetes and has no medicine with him. Can one of your lawyers go there today?",
    intent: "urgent",
  },
  { message: "Me don wok fo council twenty year. If I tire en stop now, dem fo gi me pension by law? Or na nating?", intent: "legal-question" },
  { message: "Quelle est votre adresse email? I send you the papers of the land.", intent: "email" },
  { message: "Do any of your lawyers speak Mende? My elderly client is not comfortable in English.", intent: "knowledge:Languages spoken" },
  { message: "can I come and see a lawyer tomorrow at 2 o'clock about the body they are holding at the mortuary", intent: "booking" },
  {
    message:
      "Mon mari est mort, il était fossoyeur. His family want me to marry his brother and they say the children belong to them. Je veux garder mes enfants. Can your lawyer help me?",
    intent: "area:family",
  },
  { message: "Where exactly is your office located? I shall be coming from Kissy by poda-poda.", intent: "address" },
  { message: "Thank you for the prompt and helpful response.", intent: "thanks" },
  { message: "d battery of ma fone nt charj well, wat 2 do?", intent: "off-topic" },
  {
    message:
      "Our family dispute over my late father's funeral business in Kenema has dragged on for three years. My siblings and I would prefer a private mediation rather than a lawsuit. Could your firm mediate between us?",
    intent: "area:arbitration",
  },
  {
    message:
      "Ils nous menacent, the men who sold our grave to another family, they say if we go to police they kill my brother. Ils sont devant la maison maintenant.",
    intent: "safety",
  },
  {
    message: "ma boss import coffin handle n nails frm china, d container stuck @ quay 2 months, customs sey wrong papers. u do dis kind case?",
    intent: "area:shipping",
  },
  { message: "okay that's all bye for now", intent: "goodbye" },
  { message: "Na uswan lawyer dem de wok dey? Una plenty?", intent: "team" },
  { message: "yes hello so about the thing", intent: "unknown" },
  { message: "pls dem hol my papa at polis since 2 days coz he refuse give dem the grave land. he old. help", intent: "urgent" },
  { message: "cn i cum see lawyer dis aftanun? wat tym free", intent: "booking" },
  {
    message:
      "My father's will leaves his funeral home to my younger brother only. The rest of us got nothing. Can we challenge the will, and what are our chances in court?",
    intent: "legal-question",
  },
  { message: "Do you keep any office hours on public holidays?", intent: "hours" },
  {
    message:
      "An old gravedigger in my church, a faithful man, wants to write a will so that his small house goes to his youngest daughter who cared for him, and is not fought over by his sons. Can one of your family lawyers help him prepare it?",
    intent: "area:family",
  },
  { message: "Wetin I fo bring wen I de cam fo see lawyer? Me get di council paper dem.", intent: "knowledge:What to bring" },
  {
    message:
      "We sent a container with our family things and a headstone from Conakry to Freetown for the funeral. The ship arrive but the container is missing, the agent say it was offloaded somewhere else. On veut faire une réclamation contre la compagnie.",
    intent: "area:shipping",
  },
  {
    message:
      "Mon oncle et moi, we are shareholders in a funeral business, and he take the money and don't give accounts. C'est une affaire de gouvernance. You can help?",
    intent: "area:business",
  },
  { message: "una de help pipul wit all kain problem or na som case nomo?", intent: "services" },
  {
    message:
      "Our funeral home's contract with the municipal council contains an arbitration clause, and a dispute has arisen over unpaid fees for pauper burials. We wish to commence arbitration proceedings. Please advise whether your firm acts in such matters.",
    intent: "area:arbitration",
  },
  {
    message: "we want to buy a piece of land at waterloo to build a private cemetery we need someone to check the title and do the conveyance",
    intent: "area:land",
  },
  { message: "Could I have an appointment with one of your lawyers on Thursday? I am bringing a widow whose husband's grave was sold.", intent: "booking" },
  { message: "yo gud mornin", intent: "greeting" },
  { message: "Can you recommend a good hotel near Lumley for my relatives flying in for the funeral? About ten people.", intent: "off-topic" },
  {
    message:
      "hello hello the soldiers came to the mortuary they beat the attendant and they carry him to the barracks at wilberforce because of the body of their colleague please we need help now",
    intent: "urgent",
  },
  {
    message: "my granpa lan at kossoh town wey we bury am, som pipul bring paper sey dem buy am. we wan lawya fo check di paper and defend di lan",
    intent: "area:land",
  },
  {
    message:
      "If my late father owed money to a bank, can the bank take the family house, or do the debts die with him? I am in Germany and my mother is frightened by the bank's letters.",
    intent: "legal-question",
  },
  { message: "I wan cam si lawyer pan Tuesday moni. Una fit put me name down?", intent: "booking" },
  {
    message:
      "Let me tell you of Brother Samuel, a coffin maker in our fellowship. For ten years he supplied coffins to a hospital in Freetown under a written agreement. Last year a new administrator came and simply stopped paying, and the hospital now owes him for sixty coffins. Brother Samuel is a humble man and does not know how to fight this. He needs a lawyer to enforce his agreement and get paid.",
    intent: "area:contract",
  },
  { message: "pls my ankle dem de knock di door now dey say dey go beat me fo mi papa property. am inside wit my small pikin. am so afraid", intent: "safety" },
  { message: "At what time does your office open in the morning? I hold a dawn service and would like to come straight afterwards.", intent: "hours" },
  { message: "any1 no hw 2 mek coffin frm bamboo? customa wan cheap 1", intent: "off-topic" },
  { message: "can you tell me the lawyers that work there and what each one does", intent: "team" },
  {
    message: "Mon frère est détenu à la police de Kissy depuis hier soir, they say he sell the grave two times. He is not the one! Please envoyez un avocat.",
    intent: "urgent",
  },
  {
    message:
      "We are considering a merger between my funeral home and a competitor in Bo. I require advice on the valuation, the share structure and the governance of the combined company.",
    intent: "area:business",
  },
  {
    message: "Di chief se di cemetery lan na im own en i de sell am fo pipul fo bil os. Di chief get rite fo sell lan we dem don bury pipul?",
    intent: "legal-question",
  },
  { message: "pls wat una email? i wan send my papa death certfikat", intent: "email" },
  {
    message: "dey sey ma paddy bn carryin human bone in bag, police charj am, case go court nex week. he no get lawyer. una fit defend am?",
    intent: "area:criminal",
  },
  { message: "what time is the football match between east end lions and kallon tonight", intent: "off-topic" },
  {
    message:
      "Dear Sir, my father died intestate last year leaving a house in Freetown and land in Port Loko. His second wife, whom he married under customary law, is now living in the house and refusing to let the rest of the family in. My siblings and I would like a lawyer to help administer the estate and make sure it is shared according to the law. Could your family law department take this on?",
    intent: "area:family",
  },
  {
    message:
      "Our hearse driver was stopped at a checkpoint on the Masiaka road and has been detained since last night at the local police post, with the body still in the vehicle. The family is distraught. We need a lawyer to secure his release urgently.",
    intent: "urgent",
  },
  { message: "Combien ça coûte pour l'avocat? Paying little by little is possible?", intent: "knowledge:Fees" },
  {
    message:
      "Our denomination's headquarters in the United States sent us a container of donated hospital beds and a refrigerated unit for the community morgue. It has sat at Queen Elizabeth II Quay for three months, and customs insist on duties for a donation. We need a shipping and customs lawyer to get it released.",
    intent: "area:shipping",
  },
  {
    message: "Di grave tif dem we I bin report don cam na me os wit stick en bottle. Dem de shout se dem go kill me. I de hide na me neighbour im kichin.",
    intent: "safety",
  },
  { message: "wer ur offis? nr wat landmark?", intent: "address" },
  { message: "On peut avoir un rendez-vous vendredi matin avec l'avocat? For the problem of the grave.", intent: "booking" },
  {
    message:
      "the gravediggers union and the council had a dispute about our allowance and they agreed to go to arbitration but the council now refuses to follow the award we need a lawyer to enforce it",
    intent: "area:arbitration",
  },
  { message: "how much is obituary in awoko newspaper?", intent: "off-topic" },
  {
    message:
      "My uncle, who manages the family cemetery in Makeni, was taken this morning by police and is being held at the Makeni station. My relatives are not allowed to see him. Please help, I am abroad and do not know what to do.",
    intent: "urgent",
  },
  {
    message:
      "A coffin maker in our church took an order worth fifteen million leones, but the family went to another carpenter after he had already bought the wood. They now refuse to pay anything. Is he entitled to be compensated for the wood and his labour, and how much could a court give him?",
    intent: "legal-question",
  },
  { message: "Gi me una numba abeg, me go call.", intent: "phone" },
  { message: "Could you please outline the range of legal services your firm offers? I may need help with more than one matter.", intent: "services" },
  {
    message: "ma ex wan tek ma son go ghana, sey i no de pay maintenance coz coffin biz slow. i wan lawyer 4 custody n maintenance mata",
    intent: "area:family",
  },
  {
    message:
      "My funeral home wishes to take a twenty-year lease of land at Hastings for a new chapel of rest. I would like your land department to prepare and review the lease.",
    intent: "area:land",
  },
  { message: "polis don tek ma papa frm im coffin shop jus now, dey sey im wood na tif wood. dey carry am go waterloo. hlp pls", intent: "urgent" },
  { message: "Merci beaucoup, thank you for your help.", intent: "thanks" },
  {
    message: "i pay d mortuary 3 milion fo embalm my mama and dem no embalm her, di body spoil before burial. i wan lawya fo tek dem to task and get di moni",
    intent: "area:contract",
  },
  { message: "Please suggest a good accounting software for a small funeral business.", intent: "off-topic" },
  { message: "una open now? wat time una close tday", intent: "hours" },
  {
    message: "Le cimetière de notre village, the government want to take it to make a road. Ils peuvent faire ça sans nous payer? Is it legal?",
    intent: "legal-question",
  },
  {
    message:
      "a man whose brother's body we could not find is at the mortuary now with a gun saying he will shoot me if I don't bring the body please what do I do I am behind the door",
    intent: "safety",
  },
  { message: "I want to make an appointment with a lawyer for next week monday after my night shift at the mortuary", intent: "booking" },
  {
    message:
      "A bereaved family has been camping at our funeral home since this morning, armed with machetes, accusing us of stealing organs from their father's body. They have beaten one of my staff and say they will not leave until someone dies. The police have not come. What do we do?",
    intent: "safety",
  },
  {
    message:
      "I have been told that Mr Mohamed Conteh handles land matters at your firm. Could you tell me more about his experience with title searches and family land disputes?",
    intent: "attorney:Mohamed Conteh",
  },
  { message: "Me en me pikin dem wan mek company fo dig grave en clean cemetery fo council. Wetin we fo do fo register am?", intent: "area:business" },
  { message: "Comment on dit cercueil en Krio? I want to learn.", intent: "off-topic" },
  { message: "they lok my husband in cell at kissy station since friday bcos of d grave palava. they no let me see him. pls come", intent: "urgent" },
  { message: "Regarding my earlier matter.", intent: "unknown" },
  {
    message:
      "my brother died and left three children the mother is not around i want to get legal custody of them so i can put them in school can a lawyer help me",
    intent: "area:family",
  },
  { message: "How may I reach your chambers? I am an old man and prefer to speak rather than write, but my son can email.", intent: "contact" },
  { message: "Abeg wetin me fo tek fo me back pain? Di dig don spoil me back.", intent: "off-topic" },
  {
    message:
      "Mon fils a été accusé d'avoir volé les habits d'un mort at Kissy cemetery, the police let him go but they say court date is next month. Vous défendez ce genre d'affaire?",
    intent: "area:criminal",
  },
  {
    message: "the hospital is deducting money from our salary for the broken freezer in the mortuary is that allowed by the labour law",
    intent: "legal-question",
  },
  { message: "Please schedule a meeting for me with one of your partners next Wednesday at 11 AM.", intent: "booking" },
  {
    message:
      "When I come for my consultation in August, what documents should I bring regarding my father's estate? Death certificate, title deeds, bank statements?",
    intent: "knowledge:What to bring",
  },
  {
    message: "Dem don hol di cemetery keeper na Ascension Town since two day. Dem se na im sell di grave. Me de beg una, una sen lawyer go dey.",
    intent: "urgent",
  },
  {
    message:
      "A shipment of our headstones from Italy was mis-delivered to Monrovia and only part of it has come back to Freetown. The carrier denies liability under the bill of lading. We require representation in this cargo claim.",
    intent: "area:shipping",
  },
  { message: "wan bk meetin wit lawyer fri dis wk pls", intent: "booking" },
  { message: "I am preparing a sermon on death and hope for Sunday. Could you help me with an outline?", intent: "off-topic" },
  {
    message:
      "Un problème avec notre partenaire libanais in the coffin import business. Le contrat dit arbitrage à Freetown. Can you help us with the arbitration?",
    intent: "area:arbitration",
  },
  { message: "Ah, how una de? Good day.", intent: "greeting" },
  {
    message: "Does your firm have lawyers experienced in both commercial and employment matters? I should like to know the composition of your team.",
    intent: "team",
  },
  {
    message:
      "My sister in Freetown is being threatened by her husband, who runs the funeral parlour. He told her today he would put her in one of his coffins. She is locked in the bathroom now and texting me. What can we do?",
    intent: "safety",
  },
  {
    message:
      "Police came to the church compound this evening and took away two of our young men who dig graves for the parish. They are now at Lumley police station. Please, can a lawyer go tonight?",
    intent: "urgent",
  },
  { message: "ma uncle sel d sem lan 2 tree pipul, d lan wey ma papa bin bury. we wan lawyer 2 stop am", intent: "area:land" },
  { message: "Wetin tem una de close fo ivin? Me de wok te fo o'clock.", intent: "hours" },
  { message: "my papa burry in family grave but my stepmama want dig am out tek am to her village. she get right?", intent: "legal-question" },
  { message: "are you open on saturdays or only monday to friday", intent: "hours" },
  {
    message: "Me na gravedigga fo private cemetery. Di owner nor gi me contract paper en nor pay me fo two mont. I wan lawyer fo help me collect me moni.",
    intent: "area:contract",
  },
  { message: "how to make funeral program on my phone? i no get computa", intent: "off-topic" },
  { message: "Una lawyer dem de tok Temne? Me Inglish nor tu fine.", intent: "knowledge:Languages spoken" },
  {
    message:
      "My business partner has been charged with forging burial permits. He is on bail awaiting trial. I would like to know whether your criminal department would represent him.",
    intent: "area:criminal",
  },
  { message: "Please could you give me your email address so that my secretary can send the church's documents?", intent: "email" },
  { message: "what kind of cases does your firm take i want to know before i come", intent: "services" },
  {
    message: "Ma sœur est morte, she leave two children. Le père n'est pas là. We want to adopt them legally, my husband and me. Can you help with l'adoption?",
    intent: "area:family",
  },
  {
    message:
      "my brother they have detained him at the kissy police station since yesterday because the family of a dead man accused him of taking the gold teeth no lawyer is there please help",
    intent: "urgent",
  },
  { message: "Could you advise whether your firm offers legal aid or reduced fees for low-income workers such as gravediggers?", intent: "knowledge:Fees" },
  { message: "What is your WhatsApp number? It is the cheapest way for me to call from Germany.", intent: "phone" },
  { message: "I pray you can give me a time to meet one of your lawyers, any day this week after noon.", intent: "booking" },
  { message: "u knw any1 hirin carpenter? i wan extra wok", intent: "off-topic" },
  {
    message:
      "I want to set up a company in Sierra Leone to import caskets from Germany. What is needed: registration, an investment licence, anything else? Can your business lawyers handle all of it?",
    intent: "area:business",
  },
  { message: "what is the address of the office I want to come by taxi", intent: "address" },
  {
    message: "If a body is released to the wrong family through an error in our mortuary, what is our legal liability, and could we be sued?",
    intent: "legal-question",
  },
  { message: "how i go contact una? i no get credit fo call", intent: "contact" },
  { message: "?", intent: "unknown" },
  {
    message:
      "Two undertakers in my congregation quarrel over who owns the hearse they bought together. They wish to avoid the courts and have a neutral arbitrator decide. Can your firm arrange this?",
    intent: "area:arbitration",
  },
  {
    message:
      "Ma mère est seule à la maison, les gens du quartier say she is a witch because papa died, they want to beat her. Ils sont dehors avec des bâtons. Help!",
    intent: "safety",
  },
  { message: "ok bye bye", intent: "goodbye" },
  { message: "dey jus tek me 2 d station wit ma boss, am in d cell nw texin. dey sey we bury body wit no permit. pls cum", intent: "urgent" },
  { message: "okay thank you very much for the information", intent: "thanks" },
  {
    message:
      "we ordered a new mortuary cold room from turkey it came on a ship to queen elizabeth quay but the shipping agent is holding it saying we owe extra freight charges we need a lawyer for this",
    intent: "area:shipping",
  },
  { message: "Vous avez combien d'avocats? Il y a des femmes avocates?", intent: "team" },
  {
    message: "my broda send coffin for my papa frm america on ship, it reach quay but dey say we must pay plenty customs. we need lawya fo di port tin",
    intent: "area:shipping",
  },
  { message: "if ma boss die, d workers get rite 2 d salary he owe us or na finish?", intent: "legal-question" },
  {
    message:
      "The Anglican cemetery in our town is being encroached upon by traders who have built stalls over the old graves. The diocese holds the title deed. We wish to engage lawyers to recover the land.",
    intent: "area:land",
  },
  { message: "Qu'est-ce qu'il faut apporter au rendez-vous? Passport, acte de décès, les reçus du cimetière?", intent: "knowledge:What to bring" },
  {
    message: "ma boss wan me sign contract 2 wok 4 im coffin shop 3 yrs, e sey if i lef i pay im 10 milion. u fit chek d paper 4 me b4 i sign?",
    intent: "area:contract",
  },
  {
    message:
      "A young woman in my church has started a funeral catering business and a big hotel wants to invest in it. She needs a lawyer to look over the investment terms and protect her company. Can your business team assist?",
    intent: "area:business",
  },
  { message: "Dem se me pikin bin de smoke jamba na cemetery en dem don charge am fo court. Im de pan bail. Una fit stand fo am?", intent: "area:criminal" },
  {
    message: "di funral home we use fo my papa no wan refund di extra moni. we all agree to try mediation. una go fit do di mediation?",
    intent: "area:arbitration",
  },
  { message: "is there parking space at the office for a small car or should i park on the road", intent: "knowledge:Parking" },
  {
    message:
      "Our church often deals with land, family and labour problems among our members. Could you tell me which kinds of matters your chambers handles, so I know whom to send to you?",
    intent: "services",
  },
  { message: "Hello from Stuttgart.", intent: "greeting" },
  {
    message: "La police vient d'arrêter mon cousin at the funeral of our aunt, they say he fight, they take him now to Congo Cross. Please!",
    intent: "urgent",
  },
  {
    message:
      "We have a dispute with a former embalmer who left with our client list in breach of his employment contract, which contains a non-compete clause. We would like to enforce the contract.",
    intent: "area:contract",
  },
  { message: "How long does it take to get a Sierra Leone visa for my German wife to attend the funeral?", intent: "off-topic" },
  { message: "if d police seize ma coffin dem as evidence, dey fit keep am foreva? i go get compensashon?", intent: "legal-question" },
  {
    message:
      "Di pipul we tek di cemetery lan don sen boys fo beat we gravedigga dem. Dem wound two of we yestade, en today dem de wait we na di gate wit cutlass. We nor fit go wok.",
    intent: "safety",
  },
  { message: "Are you open on Good Friday and Easter Monday? I will be in Freetown over Easter.", intent: "hours" },
  {
    message:
      "There is an elderly widow in my flock, Mama Kadiatu, whose husband was a gravedigger for forty years. Since his death, his nephews have collected his council gratuity and now claim his house, saying a woman cannot inherit. She has the marriage certificate and the children's birth certificates. She needs a lawyer to defend her rights as a widow in the estate.",
    intent: "area:family",
  },
  { message: "i wan bok time wit one lawya pls, any day nex week", intent: "booking" },
  {
    message:
      "please help the police just arrested three of us mortuary attendants at connaught they are taking us to the station now because a family said we switched bodies I am typing this from the vehicle",
    intent: "urgent",
  },
  { message: "Una sabi usai dem de sell chip coffin handle? Me nid tree today.", intent: "off-topic" },
  { message: "How many partners and associates does your firm have, and do any of them have experience with clients living abroad?", intent: "team" },
  {
    message:
      "Nous avons acheté a plot at the Kissy cemetery extension for family graves, the council give us a receipt but no document. Maintenant we want a proper title. Can your land lawyer help?",
    intent: "area:land",
  },
  {
    message: "i was told christiana thomas handles employment cases is she available to take my case against the hospital",
    intent: "attorney:Christiana Thomas",
  },
  { message: "if i sign di paper fo mortuary to relese papa body and promise to pay later, dey fit tek me to court if i no pay?", intent: "legal-question" },
  { message: "ma coffin shop grow big now. i wan tek loan frm bank, bt dey want company papers. hw 2 mek it limited company?", intent: "area:business" },
  { message: "Could you provide the direct telephone line for your chambers?", intent: "phone" },
  { message: "wat song to play at my papa wake keeping?", intent: "off-topic" },
  {
    message:
      "Di council pipul dem bring polis en dem don hol me na di cemetery since mornin, dem se I nor fo sleep na di graveyard hut. Dem de tek me go station now.",
    intent: "urgent",
  },
  {
    message:
      "Good day. I am sending my late uncle's personal effects and the headstone we had made from Hamburg to Freetown by sea freight. The shipping company has now told us the container was loaded onto the wrong vessel and is stuck at a transshipment port. I need a lawyer in Freetown to deal with the carrier and with the port authorities at Queen Elizabeth II Quay.",
    intent: "area:shipping",
  },
  {
    message:
      "I write in distress. A boy who sweeps our church cemetery was caught by a mob in the market this morning who say he digs up bodies for rituals. They are beating him and the police are nowhere. Some of our members are trying to hold them back. What can we do to save him?",
    intent: "safety",
  },
  {
    message:
      "the contract between the mortuary workers cooperative and the private hospital says disputes go to arbitration we have a dispute about our share of fees can your firm represent us in the arbitration",
    intent: "area:arbitration",
  },
  { message: "wat tym u opn monday", intent: "hours" },
  { message: "What is the current exchange rate of the euro to the leone? I need to pay a supplier.", intent: "off-topic" },
  {
    message:
      "My cousin was arrested last month for allegedly selling cemetery plots that belonged to the council. He has since been released on bail and must appear at the High Court. Our family wants experienced defence counsel.",
    intent: "area:criminal",
  },
  { message: "una de do case about family and lan and di rest? wat una de handle?", intent: "services" },
  {
    message:
      "Right now, as I write, men in police uniform are at the mission house taking away our cemetery caretaker. He is crying that he has done nothing. Please send a lawyer to us.",
    intent: "urgent",
  },
  {
    message:
      "Our funeral home has operated on leased land for eight years. The landlord now wants to increase the rent by 300 percent mid-lease. Is he entitled to do so under the law, and can we refuse?",
    intent: "legal-question",
  },
  {
    message: "My father only speaks Mende and some Krio. Will the lawyer be able to speak to him directly, or should we bring an interpreter?",
    intent: "knowledge:Languages spoken",
  },
  { message: "i work for funral home as cleaner two year, dem sack me no notis no pay. i want lawya fo help", intent: "area:contract" },
  {
    message: "I wish to book an initial consultation for myself and my co-director. Please let me know the available slots and your consultation fee.",
    intent: "booking",
    also: ["knowledge:Fees"],
  },
  { message: "Où acheter du tissu blanc pour le linceul à Freetown? Pour l'enterrement musulman.", intent: "off-topic" },
  { message: "d man we i tek 2 court bout coffin moni jus cal me sey he go send boys 2 burn ma shop 2nite. i de insid d shop nw", intent: "safety" },
  { message: "pls d polis com to our house now and dey tek my brodar dey say he steal from the mortury. dey hitting him. hep", intent: "urgent" },
  { message: "Me papa lef me one lan na Waterloo, but di pipul dem se di title deed nor correct. I wan lawyer fo search di paper fo me.", intent: "area:land" },
  { message: "please what is your email address I want to send the pay slips", intent: "email" },
  { message: "Can you recommend a printer in Freetown who does funeral brochures in colour at a fair price?", intent: "off-topic" },
  { message: "ma papa jus die, he lef 3 wives n 11 pikin. nobody no hw 2 share. we wan lawyer 4 d inheritance", intent: "area:family" },
  {
    message:
      "Mon père est mort sans testament, we are six children from two mothers. En droit sierra-léonais, the children of the second wife, they have the same part?",
    intent: "legal-question",
  },
  { message: "Thank you kindly. May the Lord bless your work.", intent: "thanks" },
  { message: "Una get ol lawyer dey, or na pikin dem nomo?", intent: "team" },
  {
    message:
      "One of our mortuary attendants has been held at the Ross Road police station since Monday without charge. The officers are refusing to let our representative see him. Please assist urgently.",
    intent: "urgent",
  },
  {
    message:
      "Nous voulons investir dans une entreprise de cercueils à Freetown. Quel type de société faut-il créer, and can your business lawyers help with the investment paperwork?",
    intent: "area:business",
  },
  { message: "una get parkin? my brodar go drive me", intent: "knowledge:Parking" },
  {
    message: "d ship wey carry ma timber 4 coffin frm pepel reach quay, bt d crew sey half d wood fall inside sea. d owner nt wan pay. u fit tek d case?",
    intent: "area:shipping",
  },
  { message: "Comment vous contacter? Téléphone, email, tout?", intent: "contact" },
  {
    message:
      "the family of a man who died in the ward are in the mortuary corridor now shouting that they will kill the attendant on duty that is me I have locked the door and my hands are shaking",
    intent: "safety",
  },
  { message: "what is the best way to remove the smell of formalin from my clothes", intent: "off-topic" },
  { message: "I wan lawyer fo sidom wit me pan Wenside. Una go gi me tem?", intent: "booking" },
  {
    message: "the council says gravediggers are casual workers so we have no right to leave days or sick pay is that true under the law",
    intent: "legal-question",
  },
  {
    message:
      "A dispute has arisen with our Ghanaian casket supplier. Both parties are willing to mediate rather than litigate. Could your firm act as our representative in the mediation?",
    intent: "area:arbitration",
  },
  { message: "Eh, na so e be.", intent: "unknown" },
  { message: "ma bro dey in cell @ lumley polis sinc 3 days, no charj, no food. dey sey e help tif body. pls sen sum1", intent: "urgent" },
  {
    message:
      "A carpenter in our church made pews and coffins for the parish funeral ministry under a signed agreement. Now the new parish council wants to cancel the agreement halfway. He would like a lawyer to look at the contract and stand for him.",
    intent: "area:contract",
  },
  {
    message: "my stepbrodas say if i no sign the paper to give dem papa house dey go kill me. dey slap me today in front of pipul. i fear to go home tonite",
    intent: "safety",
  },
  { message: "Which airline flies directly from Frankfurt to Freetown, and is it cheaper via Brussels?", intent: "off-topic" },
  { message: "Kindly confirm whether the office is open at 8.30 in the morning, before the funeral at 10.", intent: "hours" },
  {
    message:
      "my supervisor has been charged with selling unclaimed bodies to a medical school he says he is innocent he is on bail now and the trial starts in two weeks can your criminal lawyer defend him",
    intent: "area:criminal",
  },
  { message: "I must go now. Good night and goodbye.", intent: "goodbye" },
  { message: "wat paper i fo bring wen i cam see lawya? i get only the mortury receipt", intent: "knowledge:What to bring" },
  { message: "Me en tree oda gravedigga dem wan mek one cooperative fo we own. Una fit hep we mek di papers dem correct?", intent: "area:business" },
  {
    message:
      "Our church has buried people on land donated by a deceased member. His children now say the donation was never written down and want the land back. Do they have the right to reclaim land where people are already buried?",
    intent: "legal-question",
  },
  {
    message: "Mon père, le gardien du cimetière, les soldats le gardent à la caserne depuis hier, à cause de la tombe d'un officier. Aidez-nous, il est vieux.",
    intent: "urgent",
  },
  { message: "Would it be possible to arrange a video consultation with one of your lawyers? I cannot travel until December.", intent: "booking" },
  { message: "I would be grateful for a general overview of your services. Do you handle both advisory and court work?", intent: "services" },
  {
    message:
      "the hospital wants to extend the mortuary onto land that my family has owned for years they have already put a fence we have the title deed we need a land lawyer",
    intent: "area:land",
  },
  {
    message:
      "Nous avons signé un contrat avec une entreprise de pompes funèbres pour le rapatriement du corps de papa à Conakry. They take the money and never do it. We want them to respect the contract or give back the money.",
    intent: "area:contract",
  },
  {
    message: "am pregnant and my boyfren die in acident. his family say di pikin no go get nothin from him. i wan lawya fo make sure di baby get im share",
    intent: "area:family",
  },
  {
    message:
      "Emergency: my mother has just phoned to say police officers are at her gate in Wellington arresting my younger brother over a fight at our grandfather's burial. They are putting him in their pickup now.",
    intent: "urgent",
  },
  { message: "una numba pls i wan call", intent: "phone" },
  { message: "good morning how are you", intent: "greeting" },
  { message: "Combien coûte un mouton pour le sacrifice du troisième jour à Freetown?", intent: "off-topic" },
  {
    message:
      "I am writing from inside my office. A group of young men who were refused jobs as grave diggers have surrounded our funeral home and are threatening to set it alight with my staff inside.",
    intent: "safety",
  },
  {
    message: "If I don dig grave fo twenty year, en di council se I nor get paper, dem fit drive me comot na di cemetery hut we I de sleep?",
    intent: "legal-question",
  },
  {
    message:
      "An arbitrator in Freetown ruled that my former partner must repay me 80,000 euros from our funeral business, but he ignores it. I would like your firm to help enforce the award.",
    intent: "area:arbitration",
  },
  { message: "who r d lawyers der? any young 1?", intent: "team" },
  { message: "Do your lawyers speak Limba? Many of the elders in my village church speak nothing else.", intent: "knowledge:Languages spoken" },
  {
    message: "What documentation should I bring to the initial meeting concerning our company? Certificate of incorporation, contracts, correspondence?",
    intent: "knowledge:What to bring",
  },
  { message: "Je veux voir un avocat demain matin si possible, c'est pour la tombe vendue deux fois.", intent: "booking" },
  {
    message:
      "hello my wife was taken by the police at the mortuary this afternoon when she went to collect her mother's body they said she insulted an officer she is still at the station please we need a lawyer",
    intent: "urgent",
  },
  { message: "Does your building provide parking for visitors, or is there a secure car park nearby?", intent: "knowledge:Parking" },
  {
    message:
      "Mon mari me bat depuis l'enterrement de sa mère, hier soir il m'a menacée avec un couteau. Je suis chez une voisine avec les enfants, j'ai peur de rentrer.",
    intent: "safety",
  },
  { message: "Au revoir et bonne journée.", intent: "goodbye" },
  { message: "tnx alot bro", intent: "thanks" },
  {
    message:
      "My father's funeral home in Freetown was run in his name only. Now that he has died, can the staff continue operating it legally, or does everything have to stop until probate is granted?",
    intent: "legal-question",
  },
  { message: "una open tomoro mornin? i want to cam early before di burial", intent: "hours" },
  { message: "Abeg una tel me wetin na di koin fo rice now na Kingtom market.", intent: "off-topic" },
  {
    message: "Mon neveu est convoqué au tribunal pour avoir frappé le gardien du cimetière, il est libre sous caution. Il lui faut un avocat pour le procès.",
    intent: "area:criminal",
  },
  {
    message:
      "Our firm chartered a vessel to carry cement and granite for a large cemetery project. The shipowner has withdrawn the vessel mid-charter, and our goods remain at Queen Elizabeth II Quay. We require advice and representation on this charter party dispute.",
    intent: "area:shipping",
  },
  { message: "how much will it cost to get a lawyer for my salary case can I pay small small every month", intent: "knowledge:Fees" },
  {
    message:
      "My German wife and I wish to adopt my late brother's daughter, who lives in Freetown with her grandmother. We need a lawyer to handle the adoption in Sierra Leone. Is this something your family lawyers do?",
    intent: "area:family",
  },
  {
    message: "I shall be coming to see you from Waterloo. Please tell me the address and how best to find your office from the Cotton Tree.",
    intent: "address",
  },
  { message: "set me up wit lawyer 2moro pls, anytym aftr 12", intent: "booking" },
  {
    message:
      "Our late bishop left a plot at Kent to the church for a cemetery, but the land registry has no record of the conveyance. We need a lawyer to trace the title and register it properly.",
    intent: "area:land",
  },
  {
    message:
      "We intend to bring a foreign investor into our funeral services group. We need a shareholders' agreement and advice on the investment licence. Can your business department handle this?",
    intent: "area:business",
  },
  {
    message:
      "i order marble headstone fo my mama frm turkey, di ship bring am broke in two pieces. di shipping company no wan pay. una de do dis kind cargo case?",
    intent: "area:shipping",
  },
  { message: "ma boss n d wood supplier signd contract sey any palava go 2 arbitration. now dey get palava. u do arbitration?", intent: "area:arbitration" },
  {
    message:
      "A young gravedigger in my church is accused of manslaughter after a grave wall collapsed on a fellow worker. He is out on bail and the case will be heard next month. He needs a good defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Before I explain my situation in detail, could you tell me generally what kinds of matters your firm deals with?", intent: "services" },
  { message: "how can I contact you people what are all the ways phone or email or whatsapp", intent: "contact" },
];
