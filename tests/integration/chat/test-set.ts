/**
 * The frozen test set: visitor messages written in one sitting, before the matcher was changed
 * for them, in the styles of different people (short fragments, long stories with the point at
 * the end, SMS shorthand, formal letters, Krio, heavy typos, two questions in one). Nothing in
 * the chat is ever tuned on these; they measure how it does on words it has not seen. `also`
 * lists other answers that are equally right (a message asking two things).
 */
import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

export const TEST_SET: LabelledMessage[] = [
  // ── urgent: someone detained, arrested, police at the door ──
  { message: "my brother is at the police station since last night they wont let him go", intent: "urgent" },
  { message: "police just came to our house and took my father away", intent: "urgent" },
  { message: "Pls help my son was arested 2day", intent: "urgent" },
  { message: "the police are at my door right now", intent: "urgent" },
  { message: "police dey na di door", intent: "urgent" },
  { message: "dem don hold me broda na police station", intent: "urgent" },
  { message: "abeg police don carry my pikin go station", intent: "urgent" },
  { message: "My friend is being held at Central police station, they say he stole a phone but he didnt", intent: "urgent" },
  { message: "my husband was picked up by CID this morning and we dont know where he is", intent: "urgent" },
  { message: "hsband arrstd need lawyer now", intent: "urgent" },
  { message: "they locked my cousin in a cell at Congo Cross", intent: "urgent" },
  {
    message:
      "Good evening. I am writing because my nephew has been detained by the police for three days without charge. Please advise how your firm can assist.",
    intent: "urgent",
  },
  { message: "i was stopped by police and they are holding me at the station, i have my phone", intent: "urgent" },
  { message: "police wan arrest me", intent: "urgent" },
  { message: "officers are outside my shop saying they will take me in", intent: "urgent" },
  { message: "dem lock me papa up", intent: "urgent" },
  {
    message:
      "So yesterday my sister went to the market and there was a fight near her stall, she wasn't even part of it, and now the police have taken her and she is still at the station",
    intent: "urgent",
  },
  { message: "my boy has been in jail since friday, can someone go there", intent: "urgent" },
  { message: "detaind at lumley police post", intent: "urgent" },
  { message: "my wife is in custody at the airport", intent: "urgent" },
  { message: "police raided my home and took my brother, also how much do you charge?", intent: "urgent" },
  { message: "urgent!!! my dad in police cell", intent: "urgent" },
  { message: "they came with a warrant and arrested my business partner an hour ago", intent: "urgent" },
  { message: "polis hold my uncle", intent: "urgent" },
  { message: "mi kompin de na prison since tuesday", intent: "urgent" },
  { message: "Police arrested my son at school. Where is your office?", intent: "urgent" },
  { message: "my brother got detained at the checkpoint on his way to Bo", intent: "urgent" },
  { message: "I think I am about to be arrested, the police called me to come to the station tomorrow", intent: "urgent" },
  { message: "the soldiers took my husband from our house last night", intent: "urgent" },
  { message: "police dey search for me", intent: "urgent" },

  // ── safety: someone in danger now ──
  { message: "my husband beat me last night and says he will do it again", intent: "safety" },
  { message: "He is hitting me right now please help", intent: "safety" },
  { message: "my ex boyfriend threatened to kill me", intent: "safety" },
  { message: "someone is threatening me with a cutlass outside my house", intent: "safety" },
  { message: "mi man de beat me every day", intent: "safety" },
  { message: "I am scared for my life, my neighbour says he will burn my house tonight", intent: "safety" },
  { message: "my stepfather is hurting my little sister, what can I do", intent: "safety" },
  { message: "domestic violence happening at home now", intent: "safety" },
  { message: "my hsband hit me and locked me inside", intent: "safety" },
  { message: "i am being attacked", intent: "safety" },
  { message: "My landlord came with boys and beat me to get me out of the house", intent: "safety" },
  { message: "I'm not safe at home. He has a knife.", intent: "safety" },
  { message: "dem threaten for kill me because of the land", intent: "safety" },
  { message: "someone is following me and sending threats on whatsapp", intent: "safety" },
  { message: "he beats the children and me, I want to leave but I'm afraid", intent: "safety" },
  { message: "my brother in law attacked me with a stick this morning and i am bleeding", intent: "safety" },

  // ── questions that need a lawyer's judgement ──
  { message: "will the court give me custody of my kids", intent: "legal-question" },
  { message: "how much will the judge award me for the accident", intent: "legal-question" },
  { message: "can my landlord throw me out without notice", intent: "legal-question" },
  { message: "is it legal for my boss to keep my passport", intent: "legal-question" },
  { message: "what are my chances if I take him to court", intent: "legal-question" },
  { message: "How many years in prison for stealing a motorbike?", intent: "legal-question" },
  {
    message: "Dear Sir/Madam, I would like to know whether I am entitled to a share of my late father's house, as I am his daughter from a second marriage.",
    intent: "legal-question",
  },
  { message: "do i have to pay my ex wife money every month", intent: "legal-question" },
  { message: "can my employer sack me because I am pregnant", intent: "legal-question" },
  { message: "wat will d court do to him", intent: "legal-question" },
  { message: "is a contract written on whatsapp valid", intent: "legal-question" },
  { message: "my land was sold twice, who is the real owner by law", intent: "legal-question" },
  { message: "how much compensation will i get if i win", intent: "legal-question" },
  { message: "does the court award damages for defamation", intent: "legal-question" },
  { message: "If my husband dies without a will, does the property go to me or his family?", intent: "legal-question" },
  { message: "who gets the children after divorce", intent: "legal-question" },
  { message: "is it against the law to sell family land without everyone agreeing", intent: "legal-question" },
  { message: "can they deport me if my work permit ran out", intent: "legal-question" },
  { message: "am I liable if my driver crashes the company car", intent: "legal-question" },
  { message: "what sentence does someone get for fraud here", intent: "legal-question" },
  { message: "Is my tenant allowed to sublet without asking me", intent: "legal-question" },
  { message: "de court go gi me di os?", intent: "legal-question" },
  { message: "will the judge grant bail for my brother's case next week", intent: "legal-question" },
  { message: "what would the court decide if the buyer never paid the balance", intent: "legal-question" },

  // ── off-topic, sometimes with legal-sounding words ──
  { message: "what's the weather going to be like in Freetown tomorrow", intent: "off-topic" },
  { message: "will it rain near the court house this afternoon", intent: "off-topic" },
  { message: "give me a recipe for cassava leaf stew", intent: "off-topic" },
  { message: "how do I cook jollof rice for a wedding party", intent: "off-topic" },
  { message: "write me a poem about justice", intent: "off-topic" },
  { message: "can you write a love letter to my wife", intent: "off-topic" },
  { message: "write my CV for a job application", intent: "off-topic" },
  { message: "how much is a bag of rice in Freetown these days", intent: "off-topic" },
  { message: "price of a land cruiser", intent: "off-topic" },
  { message: "cheapest flight from Freetown to Accra", intent: "off-topic" },
  { message: "best beach to visit near Lumley this weekend", intent: "off-topic" },
  { message: "who won the match between East End Lions and Kallon", intent: "off-topic" },
  { message: "what time does the Arsenal game start", intent: "off-topic" },
  { message: "what is the capital of Ghana", intent: "off-topic" },
  { message: "who was the first president of Sierra Leone", intent: "off-topic" },
  { message: "tell me a joke about lawyers", intent: "off-topic" },
  { message: "translate good morning into French", intent: "off-topic" },
  { message: "what's the exchange rate of the leone to the dollar today", intent: "off-topic" },
  { message: "how much does a ferry ticket to the airport cost", intent: "off-topic" },
  { message: "recommend a good hotel in Freetown for my trip", intent: "off-topic" },
  { message: "what is 15 times 24", intent: "off-topic" },
  { message: "write an essay on the history of the court system for my school homework", intent: "off-topic" },
  { message: "sing me a song", intent: "off-topic" },
  { message: "how many players in a football team", intent: "off-topic" },
  { message: "how do I bake a cake for my daughter's birthday", intent: "off-topic" },
  { message: "which phone is better, samsung or tecno", intent: "off-topic" },
  { message: "price of cement per bag", intent: "off-topic" },
  { message: "wetin be di weather today", intent: "off-topic" },
  { message: "what movies are showing at the cinema", intent: "off-topic" },
  { message: "is it going to be sunny for the wedding on saturday", intent: "off-topic" },

  // ── thanks, greetings, goodbyes ──
  { message: "thank u so much u have been very kind", intent: "thanks" },
  { message: "tenki tenki", intent: "thanks" },
  { message: "Thanks a million, that really helped me understand what to do next", intent: "thanks" },
  { message: "ok thnks", intent: "thanks" },
  { message: "God bless you for this information", intent: "thanks" },
  { message: "Many thanks for your prompt response.", intent: "thanks" },
  { message: "i appreciate it", intent: "thanks" },
  { message: "tank u", intent: "thanks" },
  { message: "kushe o", intent: "greeting" },
  { message: "Good morning to you", intent: "greeting" },
  { message: "hello anyone there?", intent: "greeting" },
  { message: "hey", intent: "greeting" },
  { message: "how di body", intent: "greeting" },
  { message: "Greetings from Kenema", intent: "greeting" },
  { message: "bye for now", intent: "goodbye" },
  { message: "ok i will call tomorrow. goodbye", intent: "goodbye", also: ["phone"] },
  { message: "that's everything, have a good day", intent: "goodbye" },

  // ── contact, phone, email, address ──
  { message: "how can i reach u", intent: "contact" },
  { message: "what's the best way to get hold of someone at the firm", intent: "contact" },
  { message: "contact info pls", intent: "contact" },
  { message: "how do I contact your office about my business contract", intent: "contact" },
  { message: "I would be grateful if you could provide your contact details.", intent: "contact" },
  { message: "how I go take reach una?", intent: "contact" },
  { message: "ways to reach you?", intent: "contact" },
  { message: "wats ur fone numba", intent: "phone" },
  { message: "can i call u", intent: "phone" },
  { message: "give me a number I can ring", intent: "phone" },
  { message: "una get whatsapp?", intent: "phone" },
  { message: "Phone no. of the land department please", intent: "phone" },
  { message: "what number should I dial to speak with someone", intent: "phone" },
  { message: "email adress?", intent: "email" },
  { message: "where do I send my documents by email", intent: "email" },
  { message: "can i email my case details", intent: "email" },
  { message: "what is your e mail", intent: "email" },
  { message: "usai una office de?", intent: "address" },
  { message: "where r u located", intent: "address" },
  { message: "how do I get to your chambers from Lumley", intent: "address" },
  { message: "what street is the office on", intent: "address" },
  { message: "I'm coming from Bo, how do I find you?", intent: "address" },
  { message: "where is ur ofis", intent: "address" },
  { message: "are you near the cotton tree", intent: "address" },
  { message: "is your office in the city centre or in the east", intent: "address" },

  // ── opening hours ──
  { message: "what time do you open", intent: "hours" },
  { message: "wat time una de open", intent: "hours" },
  { message: "r u open 2moro", intent: "hours" },
  { message: "are you open on saturdays", intent: "hours" },
  { message: "opening times for the land law office", intent: "hours" },
  { message: "when do you close on friday", intent: "hours" },
  { message: "Could you kindly let me know your office hours?", intent: "hours" },
  { message: "is the office open at lunchtime", intent: "hours" },
  { message: "una de open tide?", intent: "hours" },
  { message: "what hours does the business law team work", intent: "hours" },
  { message: "are you open right now", intent: "hours" },
  { message: "up to what time can I come by today", intent: "hours" },

  // ── booking ──
  { message: "can I meet a lawyer on Tuesday", intent: "booking" },
  { message: "I want to see a lawyer tomorrow", intent: "booking" },
  { message: "i wan book appointment", intent: "booking" },
  { message: "set up a meeting with one of your lawyers pls", intent: "booking" },
  { message: "I would like to arrange a consultation at your earliest convenience.", intent: "booking" },
  { message: "can i come in and talk to someone about my land next week", intent: "booking" },
  { message: "book me in 4 monday", intent: "booking" },
  { message: "a wan meet lawyer", intent: "booking" },
  { message: "is it possible to see Mr Conteh on Thursday", intent: "booking" },
  { message: "I need an appointment with a family lawyer", intent: "booking" },
  { message: "how do i make an apointment", intent: "booking" },
  { message: "can we meet this week to discuss my company contract", intent: "booking" },
  { message: "I'd like to sit down with a lawyer about my divorce", intent: "booking" },
  { message: "reserve a slot for me pls", intent: "booking" },
  { message: "when can I see someone", intent: "booking", also: ["hours"] },

  // ── team ──
  { message: "who are the lawyers", intent: "team" },
  { message: "who are your lawyers?", intent: "team" },
  { message: "na udat dem lawyer dem na una office?", intent: "team" },
  { message: "una lawyer dem nem?", intent: "team" },
  { message: "list of attorneys", intent: "team" },
  { message: "how many lawyers work at the firm", intent: "team" },
  { message: "who works there", intent: "team" },
  { message: "tell me about the people at your firm", intent: "team" },
  { message: "names of your partners", intent: "team" },
  { message: "do you have female lawyers", intent: "team" },

  // ── services ──
  { message: "what do you do", intent: "services" },
  { message: "what kind of law do you practice", intent: "services" },
  { message: "wetin una de do?", intent: "services" },
  { message: "what areas do you cover", intent: "services" },
  { message: "I would like to know which services your firm provides.", intent: "services" },
  { message: "wat cases u take", intent: "services" },

  // ── family ──
  { message: "my husband left us and doesn't send money for the children", intent: "area:family" },
  { message: "i want a divorce", intent: "area:family" },
  { message: "need help with cstody of my daughter", intent: "area:family" },
  { message: "me pikin papa nor de gi me moni for di pikin", intent: "area:family" },
  { message: "my hsband wants to take the kids to guinea", intent: "area:family" },
  { message: "We got married in church 10 years ago and things have broken down, I want out", intent: "area:family" },
  { message: "my father passed and my uncles are fighting over his things", intent: "area:family" },
  { message: "adoption process for my niece", intent: "area:family" },
  { message: "dvorce", intent: "area:family" },
  { message: "my wife's family is asking for the bride price back", intent: "area:family" },
  { message: "I'm writing to enquire about child maintenance. My former partner has not contributed anything for two years.", intent: "area:family" },
  { message: "I need to write a will for my property", intent: "area:family" },
  { message: "my mother died and left no will", intent: "area:family" },
  { message: "we separated last year, now he wants the kids", intent: "area:family" },

  // ── business ──
  { message: "how do i register my company", intent: "area:business" },
  { message: "a wan register mi business", intent: "area:business" },
  { message: "setting up an NGO in sierra leone", intent: "area:business" },
  { message: "we are 3 partners opening a shop and need papers done properly", intent: "area:business" },
  { message: "our company needs help with a bank loan agreement", intent: "area:business" },
  { message: "My shareholders are fighting over dividends", intent: "area:business" },
  { message: "need a business license for my restaurant", intent: "area:business" },
  { message: "compny registraton", intent: "area:business" },
  { message: "a foreign company wants to invest in our mining project", intent: "area:business" },
  { message: "corporate governance for our board", intent: "area:business" },
  { message: "tax trouble with NRA for my business", intent: "area:business" },
  { message: "registr my biz", intent: "area:business" },

  // ── shipping ──
  { message: "my container is stuck at the port for 2 months", intent: "area:shipping" },
  { message: "dem seize mi container na port", intent: "area:shipping" },
  { message: "the ship damaged our cargo on the way from China", intent: "area:shipping" },
  { message: "customs is holding my goods at the quay", intent: "area:shipping" },
  { message: "our fishing vessel was arrested at sea", intent: "area:shipping" },
  { message: "maritime lawyer", intent: "area:shipping" },
  { message: "the shipping line is charging us demurrage we don't owe", intent: "area:shipping" },
  { message: "importing cars and the clearing agent ran off with our money", intent: "area:shipping" },
  { message: "shiping", intent: "area:shipping" },
  { message: "charter party dispute with a ship owner", intent: "area:shipping" },

  // ── land ──
  { message: "someone built a house on my land", intent: "area:land" },
  { message: "dem wan tek me lan", intent: "area:land" },
  { message: "I bought a plot in Waterloo and now another man says it's his", intent: "area:land" },
  { message: "need to check if a title deed is real before buying", intent: "area:land" },
  { message: "landlord wants me out of the house", intent: "area:land" },
  { message: "boundry problem wit my neighbor", intent: "area:land" },
  { message: "my tenant hasn't paid rent for six months", intent: "area:land" },
  { message: "the surveyor put the beacons in the wrong place", intent: "area:land" },
  { message: "lan palaver", intent: "area:land" },
  { message: "i want to buy land", intent: "area:land" },
  { message: "conveyancing for a house sale", intent: "area:land" },
  { message: "squatters on my family property", intent: "area:land" },
  {
    message: "Dear Sirs, I am a diaspora Sierra Leonean and wish to purchase property in Freetown. I require assistance with the legal process.",
    intent: "area:land",
  },
  { message: "mi os", intent: "area:land" },

  // ── arbitration ──
  { message: "we want to settle without going to court", intent: "area:arbitration" },
  { message: "can you act as mediator between me and my partner company", intent: "area:arbitration" },
  { message: "arbitraion clause in our contract, the other side started arbitration", intent: "area:arbitration" },
  { message: "looking for mediation for a business dispute", intent: "area:arbitration" },
  { message: "ADR", intent: "area:arbitration" },
  { message: "our dispute needs to be settled privately, not in public court", intent: "area:arbitration" },
  { message: "mediaton", intent: "area:arbitration" },
  { message: "we need a neutral person to help us agree", intent: "area:arbitration" },

  // ── contract and employment ──
  { message: "my employer hasn't paid me for 3 months", intent: "area:contract" },
  { message: "mi bos nor pay me salary tri mont", intent: "area:contract" },
  { message: "i got sacked without notice", intent: "area:contract" },
  { message: "a customer took goods from my shop and never paid for them", intent: "area:contract" },
  { message: "the supplier delivered bad materials and refuses to refund", intent: "area:contract" },
  { message: "I need someone to look at a contract before I sign it", intent: "area:contract" },
  { message: "contrct review", intent: "area:contract" },
  { message: "a man owes me 20 million leones and won't pay", intent: "area:contract" },
  { message: "the builder took our money and didn't finish the job", intent: "area:contract" },
  { message: "employment contract for my new staff", intent: "area:contract" },
  { message: "my company broke the agreement with us", intent: "area:contract" },
  { message: "wrongful dismissal", intent: "area:contract" },

  // ── criminal ──
  { message: "my son has been charged with stealing", intent: "area:criminal" },
  { message: "I need a criminal lawyer for a court case next month", intent: "area:criminal" },
  { message: "they say I took money from my workplace and now there's a case against me", intent: "area:criminal" },
  { message: "bail for my brother", intent: "area:criminal" },
  { message: "accused of fraud", intent: "area:criminal" },
  { message: "crimnal defense lawyer", intent: "area:criminal" },
  { message: "my cousin has a trial at the magistrate court for assault", intent: "area:criminal" },
  { message: "police want to interview me about missing money at work", intent: "area:criminal" },
  { message: "human rights abuse by officials", intent: "area:criminal" },
  { message: "Someone stole my motorbike and the police are not doing anything", intent: "area:criminal" },

  // ── knowledge: fees, languages, parking, what to bring ──
  { message: "how much do u charge", intent: "knowledge:Fees" },
  { message: "wetin na una price for lawyer?", intent: "knowledge:Fees" },
  { message: "is the first consultation free", intent: "knowledge:Fees" },
  { message: "I don't have much money, can I pay in parts", intent: "knowledge:Fees" },
  { message: "what are your fees for a land case", intent: "knowledge:Fees" },
  { message: "how much 4 divorce", intent: "knowledge:Fees" },
  { message: "do your lawyers speak Temne", intent: "knowledge:Languages spoken" },
  { message: "una sabi tok krio?", intent: "knowledge:Languages spoken" },
  { message: "my mother only speaks Mende, can someone talk to her", intent: "knowledge:Languages spoken" },
  { message: "is there somewhere to park", intent: "knowledge:Parking" },
  { message: "can I leave my car near your office", intent: "knowledge:Parking" },
  { message: "parkin space?", intent: "knowledge:Parking" },
  { message: "what papers should i carry when i come", intent: "knowledge:What to bring" },
  { message: "what do I need to bring to my appointment", intent: "knowledge:What to bring" },
  { message: "which documents do I need for the first meeting", intent: "knowledge:What to bring" },

  // ── a named lawyer ──
  { message: "tell me about Ibrahim Jalloh", intent: "attorney:Ibrahim Jalloh" },
  { message: "who is fatmata", intent: "attorney:Fatmata Kamara" },
  { message: "Is Mrs Thomas a good lawyer?", intent: "attorney:Christiana Thomas" },
  { message: "i want to speak with isatu bangura", intent: "attorney:Isatu Bangura" },
  { message: "adama koroma contact", intent: "attorney:Adama Koroma" },

  // ── long stories with the point at the end ──
  {
    message:
      "Hello, so my late grandfather had a big compound in Kissy, and after he died my aunties and my father shared it, but now one of my cousins has a paper saying the land is his alone and he is bringing people to build. We have never seen any paper like that. Who can help us with this land dispute?",
    intent: "area:land",
  },
  {
    message:
      "good afternoon i work for a company for 6 years as a driver and last month they told me not to come back, they did not give me any letter and they have not paid the last two salaries, I have a wife and 3 children, i need help to get my money",
    intent: "area:contract",
  },
  {
    message:
      "We imported 2 containers of used clothes through the port last month, paid all the duties, but the shipping company is now refusing to release them unless we pay more money they never told us about. What can your firm do for us?",
    intent: "area:shipping",
  },
  {
    message:
      "I have been married for 12 years. My husband drinks and spends all the money, and last year he moved in with another woman. I want to end the marriage properly and keep the children with me. Which of your lawyers handles this?",
    intent: "area:family",
  },
  {
    message:
      "my friend and i started a small poultry business together two years ago with no papers, now we want to make it official and bring in an investor from the UK, what do we need to register",
    intent: "area:business",
  },
  {
    message:
      "Sorry to bother you, I was at a bar in Aberdeen with friends, there was a fight I had nothing to do with, and now my best friend is locked up at the police station and they are asking for money",
    intent: "urgent",
  },
  {
    message:
      "i sold my car to a man last year, he paid half and promised to pay the rest in three months, its now a year and he is not picking my calls, i have the agreement we both signed",
    intent: "area:contract",
  },
  {
    message:
      "Last night my husband came home drunk and started shouting, he pushed me against the wall and said next time he will finish me. I am at my sister's place now but he knows where she lives",
    intent: "safety",
  },
  {
    message:
      "So our two companies signed a supply deal with a clause that says disputes go to arbitration in Freetown, and now they say we delivered late. We don't want a court case. Can you help with the arbitration?",
    intent: "area:arbitration",
  },
  {
    message:
      "My neighbour has been claiming part of my compound for years, we've had meetings with the chief and elders and nothing is resolved. I just want to know, when is your office open so I can come in?",
    intent: "hours",
  },
  {
    message:
      "I found your firm on Google. I live in Makeni but my case is in Freetown, about money a company owes my late husband. Before anything, what is your phone number?",
    intent: "phone",
  },
  {
    message:
      "I am a retired teacher and I have some savings and a house and I want to make sure my children don't fight after I'm gone, is that something you can help with, writing a will?",
    intent: "area:family",
  },
  {
    message:
      "my uncle who is a big man in the ministry took our family house after my father died and my mother has nowhere to stay, we are poor and can't pay much, I want to know how much you charge",
    intent: "knowledge:Fees",
  },
  {
    message:
      "Hi there, I'm a journalist and I wrote an article about a local politician, now his people are calling me saying they will deal with me and I should watch my back",
    intent: "safety",
  },
  {
    message:
      "Our vessel came into Freetown for repairs and the port authority will not let it leave because of some unpaid bill from a previous owner, we need someone who knows maritime matters",
    intent: "area:shipping",
  },
  {
    message:
      "hello I was told by my cousin that you are good with companies, I run a small import shop and want to turn it into a limited company so I can get a bank loan, can you help with the company registration",
    intent: "area:business",
  },
  {
    message:
      "For three weeks I've been trying to sort out the papers for my late mother's bank account and the bank keeps sending me from one office to another. Who at your firm can handle an estate like this?",
    intent: "area:family",
  },
  {
    message:
      "I got a letter from the court saying I have been charged with receiving stolen goods, I bought a phone from a guy at the market and didn't know it was stolen, I need a lawyer to defend me",
    intent: "area:criminal",
  },

  // ── two questions in one ──
  { message: "where is your office and what time do you open", intent: "address", also: ["hours"] },
  { message: "how much do you charge and do you speak krio", intent: "knowledge:Fees", also: ["knowledge:Languages spoken"] },
  { message: "hi, what's your phone number and email?", intent: "phone", also: ["email", "contact"] },
  { message: "thanks! and where can i park?", intent: "knowledge:Parking", also: ["thanks"] },
  { message: "what do you do and who are your lawyers", intent: "services", also: ["team"] },
  { message: "I want a divorce, how much will it cost", intent: "knowledge:Fees", also: ["area:family"] },
  { message: "can I book for friday and what should i bring", intent: "booking", also: ["knowledge:What to bring"] },
  { message: "are you open on saturday, and can I see someone about a land problem", intent: "hours", also: ["booking", "area:land"] },

  // ── SMS shorthand and heavy typos ──
  { message: "hw much 4 consult", intent: "knowledge:Fees" },
  { message: "wer u at", intent: "address" },
  { message: "pls i nid lawyer 4 my lan case 2moro", intent: "area:land", also: ["booking"] },
  { message: "u av any1 for divorse", intent: "area:family" },
  { message: "cmpny regstration pls", intent: "area:business" },
  { message: "m landlrd wnt evct me", intent: "area:land" },
  { message: "ma bos dnt pay wages", intent: "area:contract" },
  { message: "thnx 4 d info", intent: "thanks" },
  { message: "opnin hrs?", intent: "hours" },
  { message: "wats ur emial", intent: "email" },
  { message: "hw do i rech u", intent: "contact" },
  { message: "custdy of my kds", intent: "area:family" },
  { message: "cargo stuk @ port", intent: "area:shipping" },
  { message: "arbitrtion lawyer", intent: "area:arbitration" },
  { message: "bail 4 my bro pls", intent: "area:criminal" },

  // ── Krio sentences ──
  { message: "abeg una get lawyer for lan palaver?", intent: "area:land" },
  { message: "mi wef lef me an tek di pikin dem", intent: "area:family" },
  { message: "na wahala wit mi bos, i nor pay me", intent: "area:contract" },
  { message: "a wan sabi if una de open satide", intent: "hours" },
  { message: "usai a go fen una?", intent: "address" },
  { message: "una fon nomba?", intent: "phone" },
  { message: "tenki fo di ansa", intent: "thanks" },
  { message: "a wan tok to lawyer", intent: "booking" },
  { message: "a get case for court, a nid lawyer", intent: "area:criminal", also: ["services"] },
  { message: "mi papa don dai an in broda dem tek ol in tin", intent: "area:family" },

  // ── formal letters ──
  {
    message:
      "Dear Sir or Madam, I write on behalf of our company to request representation in a dispute with a supplier who has failed to deliver goods paid for under a written agreement. Kindly advise on the next steps.",
    intent: "area:contract",
  },
  {
    message: "To whom it may concern, I wish to request an appointment with a senior partner regarding a private matter. Kindly indicate available dates.",
    intent: "booking",
  },
  {
    message: "Good day. Please could you confirm the address of your chambers and whether visitors require an appointment.",
    intent: "address",
    also: ["booking"],
  },
  {
    message: "Dear Kamara & Associates, I would be most grateful if you could share the names and specialities of the lawyers in your chambers.",
    intent: "team",
  },
  {
    message: "Respected Sir, I humbly request your assistance regarding the registration of a community based organisation in Kailahun district.",
    intent: "area:business",
  },

  // ── unclear: an honest "not sure" is right ──
  { message: "hmm", intent: "unknown" },
  { message: "?????", intent: "unknown" },
  { message: "i have a problem", intent: "unknown", also: ["services"] },
  { message: "xjfkd lsdkf", intent: "unknown" },
  { message: "ok", intent: "unknown", also: ["thanks"] },
  { message: "maybe later", intent: "unknown", also: ["goodbye"] },
];
